"use client";

import { useTranslations } from "next-intl";
import { Contrast } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useContrast } from "./contrast-provider";

/** Toggles Normal / Alto contrast. */
export function ContrastSwitch() {
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
      <Contrast aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t(contrast)}</span>
    </Button>
  );
}
