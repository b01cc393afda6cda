import { useTranslations } from "next-intl";
import { ArrowLeft, LayoutTemplate, Plus, TriangleAlert } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent } from "@/components/ui/card";

export function PrecheckBlocked() {
  const t = useTranslations("wizard.precheck");
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="space-y-6">
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden className="mt-1 size-6 shrink-0 text-warning" />
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-muted-foreground">{t("description")}</p>
          </div>
        </div>
        <section aria-labelledby="precheck-steps" className="space-y-2">
          <h2 id="precheck-steps" className="font-semibold">
            {t("stepsTitle")}
          </h2>
          <ol className="list-inside list-decimal space-y-1 text-sm">
            <li>{t("steps.create")}</li>
            <li>{t("steps.repository")}</li>
            <li>{t("steps.activate")}</li>
          </ol>
        </section>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/niche-catalog/new" icon={Plus}>
            {t("createFirst")}
          </ButtonLink>
          <ButtonLink href="/niche-catalog" icon={LayoutTemplate} variant="outline">
            {t("viewTemplates")}
          </ButtonLink>
          <ButtonLink href="/niches" icon={ArrowLeft} variant="ghost">
            {t("backToNiches")}
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
