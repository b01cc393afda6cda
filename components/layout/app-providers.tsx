"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ThemeProvider } from "next-themes";
import { TooltipProvider } from "@/components/ui/tooltip";
import { Toaster } from "@/components/ui/toaster";
import { THEME_KEY } from "@/lib/auth/storage-keys";

export function AppProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const t = useTranslations("common");
  return (
    <ThemeProvider attribute="class" storageKey={THEME_KEY} defaultTheme="system" enableSystem disableTransitionOnChange nonce={nonce}>
      <TooltipProvider delayDuration={300}>
        {children}
        <Toaster containerLabel={t("notifications")} closeLabel={t("close")} />
      </TooltipProvider>
    </ThemeProvider>
  );
}
