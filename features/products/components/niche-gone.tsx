"use client";

import { useTranslations } from "next-intl";
import { ReadError } from "@/components/shared/read-states";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** A niche's products page whose niche was deleted: nothing can be added to it any more. */
export function NicheGone() {
  const t = useTranslations("products.niche");
  return <ReadError title={t("gone")} isHeading actions={
        <ButtonLink href="/niches" icon={ArrowLeft} variant="outline" size="sm">
          {t("backToNiches")}
        </ButtonLink>
      } />;
}
