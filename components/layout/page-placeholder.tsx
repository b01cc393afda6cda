import { useTranslations } from "next-intl";

/** Stands for a screen that a later issue builds, so every route of the table exists. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const t = useTranslations("layout.placeholder");
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">{t(`titles.${titleKey}`)}</h1>
      <p className="text-muted-foreground">{t("pending")}</p>
    </section>
  );
}
