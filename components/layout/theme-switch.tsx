"use client";

import { useTheme } from "next-themes";
import { useTranslations } from "next-intl";
import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMounted } from "./use-mounted";

const ORDER = ["light", "dark", "system"] as const;
type ThemeValue = (typeof ORDER)[number];
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles Claro → Oscuro → Auto. */
export function ThemeSwitch() {
  const t = useTranslations("layout.theme");
  const { theme, setTheme } = useTheme();
  const mounted = useMounted();
  const current: ThemeValue = mounted && ORDER.includes(theme as ThemeValue) ? (theme as ThemeValue) : "system";
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
  const Icon = ICONS[current];
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setTheme(next)}
      aria-label={t("label", { current: t(current), next: t(next) })}
      data-testid="theme-switch"
      data-theme-value={current}
    >
      <Icon aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t(current)}</span>
    </Button>
  );
}
