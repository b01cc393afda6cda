"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { currentUserQuery } from "../queries";
import { isSessionValid, readSession } from "@/lib/session/session";
import { logout } from "@/lib/browser-data/client";
import { useQuery } from "@/lib/browser-data/use-query";

const noop = () => () => {};

/**
 * Client half of the guard: the cookie got us here; the stored token and its age decide if we stay,
 * and asking the backend who we are turns a revoked token into a 401 or 403, which logs out.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const valid = useSyncExternalStore(
    noop,
    () => isSessionValid(readSession(window.localStorage), Date.now()),
    () => true,
  );
  useQuery(valid ? currentUserQuery : null);
  useEffect(() => {
    if (!valid) void logout();
  }, [valid]);
  if (!valid) return null;
  return <>{children}</>;
}
