"use client";

import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { GOOGLE_FIELDS } from "@/features/niches/niche-form";
import { FormSection } from "./form-section";
import { FormTextField } from "./form-text-field";
import { useNicheField } from "./use-niche-field";

const GOOGLE_PLACEHOLDERS: Record<(typeof GOOGLE_FIELDS)[number], string> = {
  ga_id: "G-XXXXXXXXXX",
  gtm_id: "GTM-XXXXXXX",
  google_ads_id: "AW-XXXXXXXXXX",
  google_tag_id: "UA-XXXXXXXX-X",
  adsense_client_id: "ca-pub-XXXXXXXXXXXXXXXX",
  gsc_verification_id: "google-site-verification=...",
};

/** The Google ids; `?section=google` scrolls to it and moves the focus there. */
export function NicheGoogleSection() {
  const t = useTranslations("niches.form");
  const { field, fieldError } = useNicheField();
  const ref = useRef<HTMLElement>(null);
  const section = useSearchParams().get("section");
  useEffect(() => {
    if (section !== "google" || !ref.current) return;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.focus({ preventScroll: true });
  }, [section]);
  return (
    <FormSection ref={ref} name="google">
      <div className="grid gap-4 md:grid-cols-2">
        {GOOGLE_FIELDS.map((name) => (
          <FormTextField
            key={name}
            id={`niche-${name}`}
            label={t(`fields.${name}`)}
            placeholder={GOOGLE_PLACEHOLDERS[name]}
            autoComplete="off"
            className="font-mono"
            error={fieldError(name)}
            {...field(name)}
          />
        ))}
      </div>
    </FormSection>
  );
}
