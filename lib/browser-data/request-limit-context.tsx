"use client";

import { createContext, useContext, type ReactNode } from "react";

// The request-size limit is read from the environment at request time on the server (a deployment
// may run the same build on Vercel and elsewhere) and handed to the browser through this context.
const RequestLimitContext = createContext<number | null>(null);

export function RequestLimitProvider({ maxBytes, children }: { maxBytes: number; children: ReactNode }) {
  return <RequestLimitContext.Provider value={maxBytes}>{children}</RequestLimitContext.Provider>;
}

/** The largest request body the deployment accepts, or null where no provider says (no limit known). */
export function useRequestLimit(): number | null {
  return useContext(RequestLimitContext);
}
