"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useContrast } from "./contrast-provider";

/** Toggles Normal / Alto contrast. The icon comes rendered from the server. */
export function ContrastSwitch({ icon }: { icon: ReactNode }) {
  const t = useTranslations("layout.contrast");
  const { contrast, setContrast } = useContrast();
  const high = contrast === "high";
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={high}
      aria-label={t("label", { current: t(contrast) })}
      data-testid="contrast-switch"
      onClick={() => setContrast(high ? "normal" : "high")}
    >
      {icon}
      <span className="hidden xl:inline">{t(contrast)}</span>
    </Button>
  );
}
