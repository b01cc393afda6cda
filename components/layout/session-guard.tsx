"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import useSWR from "swr";
import { fetchCurrentUser } from "@/lib/auth/api";
import { CURRENT_USER_PATH } from "@/lib/auth/contract";
import { isSessionValid, readSession } from "@/lib/auth/session";
import { logout } from "@/lib/http/client";

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
  useSWR(valid ? CURRENT_USER_PATH : null, fetchCurrentUser, { revalidateOnFocus: false, shouldRetryOnError: false });
  useEffect(() => {
    if (!valid) void logout();
  }, [valid]);
  if (!valid) return null;
  return <>{children}</>;
}
