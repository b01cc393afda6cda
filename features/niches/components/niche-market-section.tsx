"use client";

import { Controller, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/shared/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { markets, resolveMarket } from "@/lib/markets/markets";
import type { NicheFormValues } from "@/features/niches/niche-form";
import { FormSection } from "./form-section";

const NO_MARKET = "__none__";

/** "No market", a stored market the catalogue no longer knows (kept so saving does not drop it), then the catalogue. */
function marketOptions(current: string, noMarketLabel: string): { value: string; label: string }[] {
  const unknown = current && !resolveMarket(current) ? [{ value: current, label: current }] : [];
  return [{ value: NO_MARKET, label: noMarketLabel }, ...unknown, ...markets.map((m) => ({ value: m.pais, label: `${m.flag} ${m.pais}` }))];
}

/** The niche's marketplace, with its language and domain. */
export function NicheMarketSection() {
  const t = useTranslations("niches.form");
  const { control } = useFormContext<NicheFormValues>();
  return (
    <FormSection name="market">
      <Controller
        control={control}
        name="mercado"
        render={({ field }) => {
          const market = resolveMarket(field.value);
          return (
            <FormField
              id="niche-market"
              label={t("fields.mercado")}
              hint={market ? t("marketInfo", { lang: market.lang.toUpperCase(), domain: market.dominio }) : undefined}
            >
              <NativeSelect
                className="w-full md:w-80"
                value={market?.pais ?? (field.value || NO_MARKET)}
                onValueChange={(v) => field.onChange(v === NO_MARKET ? "" : v)}
                onBlur={field.onBlur}
              >
                {marketOptions(field.value, t("fields.noMarket")).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          );
        }}
      />
    </FormSection>
  );
}
