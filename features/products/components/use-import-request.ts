"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { IMPORT_REQUEST_PARAM, withoutImportRequest } from "@/features/products/import-request";

/** Opens the import dialog when the URL asks for it, then drops the request so a reload does not reopen it. */
export function useImportRequest(openImport: () => void) {
  const asked = useSearchParams().get(IMPORT_REQUEST_PARAM) === "1";
  useEffect(() => {
    if (!asked) return;
    openImport();
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${withoutImportRequest(search)}`);
  }, [asked, openImport]);
}
