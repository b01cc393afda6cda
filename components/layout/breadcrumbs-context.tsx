"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { CrumbNames } from "./breadcrumb-trail";

const NamesContext = createContext<CrumbNames>({});
const SetNamesContext = createContext<(names: CrumbNames) => void>(() => {});

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<CrumbNames>({});
  return (
    <SetNamesContext.Provider value={setNames}>
      <NamesContext.Provider value={names}>{children}</NamesContext.Provider>
    </SetNamesContext.Provider>
  );
}

export function useBreadcrumbNamesValue(): CrumbNames {
  return useContext(NamesContext);
}

/** Pages feed the names they fetched by id; the trail falls back to fixed labels until then. */
export function useBreadcrumbNames(names: CrumbNames): void {
  const setNames = useContext(SetNamesContext);
  const key = JSON.stringify(names);
  useEffect(() => {
    setNames(JSON.parse(key) as CrumbNames);
    return () => setNames({});
  }, [key, setNames]);
}
