"use client";

import type { ReactNode } from "react";
import { useTheme } from "next-themes";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useMounted } from "./use-mounted";

const ORDER = ["light", "dark", "system"] as const;
type ThemeValue = (typeof ORDER)[number];

/** Cycles Claro → Oscuro → Auto. Each choice's icon comes rendered from the server. */
export function ThemeSwitch({ icons }: { icons: Record<ThemeValue, ReactNode> }) {
  const t = useTranslations("layout.theme");
  const { theme, setTheme } = useTheme();
  const mounted = useMounted();
  const current: ThemeValue = mounted && ORDER.includes(theme as ThemeValue) ? (theme as ThemeValue) : "system";
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setTheme(next)}
      aria-label={t("label", { current: t(current), next: t(next) })}
      data-testid="theme-switch"
      data-theme-value={current}
    >
      {icons[current]}
      <span className="hidden xl:inline">{t(current)}</span>
    </Button>
  );
}
