"use client";

import { useEffect, type ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { THEME_KEY } from "@/lib/session/storage-keys";
// Installed with the first scripts, before the router: a form's leave guard sees Back before it does.
import "@/lib/navigation/history-guard";

/**
 * What every page needs, sign-in included: the theme class set before paint. Toasts, translations
 * for client components and realtime live in the admin layout, so /login ships none of them.
 */
export function AppProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  // Pages come rendered from the server; this marks when their controls answer (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <ThemeProvider attribute="class" storageKey={THEME_KEY} defaultTheme="system" enableSystem disableTransitionOnChange nonce={nonce}>
      {children}
    </ThemeProvider>
  );
}
