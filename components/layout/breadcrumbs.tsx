"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronRight } from "lucide-react";
import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/utils";
import { buildTrail, type Crumb, type CrumbLabels } from "./breadcrumb-trail";
import { useBreadcrumbNamesValue } from "./breadcrumbs-context";

const SHORT_CRUMB = 24;

export function Breadcrumbs() {
  const t = useTranslations("layout.breadcrumbs");
  const pathname = usePathname();
  const names = useBreadcrumbNamesValue();
  const labels: CrumbLabels = {
    dashboard: t("dashboard"),
    niches: t("niches"),
    newNiche: t("newNiche"),
    editNiche: t("editNiche"),
    nicheDetail: t("nicheDetail"),
    products: t("products"),
    editProduct: t("editProduct"),
    newProduct: t("newProduct"),
    content: t("content"),
    templates: t("templates"),
    newTemplate: t("newTemplate"),
    editTemplate: t("editTemplate"),
    templateDetail: t("templateDetail"),
    administration: t("administration"),
    apiClients: t("apiClients"),
  };
  const trail = buildTrail(pathname, names, labels);
  // Fetched names (and any long label) give way first, then the current page; the section crumbs
  // ("Dashboard", "Nichos"…) stay whole. A name that gives way keeps a few letters and its ellipsis, never
  // a bare chevron. Below the tablet width the current page is shown alone: the menu holds the way back.
  const givesWay = (crumb: Crumb) => crumb.name === true || crumb.label.length > SHORT_CRUMB;
  const last = trail.length - 1;
  return (
    <nav aria-label={t("label")} className="min-w-0">
      {/* Clipped, with room for the focus outline: a trail longer than the space never runs under the buttons. */}
      <ol className="-m-1 flex min-w-0 items-center gap-1 overflow-hidden p-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => (
          <li
            key={`${index}-${crumb.label}`}
            className={cn(
              "flex items-center gap-1",
              // Names shrink a million times faster than the current page: it loses not even the fraction of
              // a pixel that would turn its last letters into an ellipsis until they are down to a few letters.
              index === last ? "min-w-0 shrink-[0.001]" : cn("max-md:hidden", givesWay(crumb) ? "min-w-12 shrink-[1000]" : "shrink-0"),
            )}
          >
            {index > 0 && <ChevronRight aria-hidden className={cn("size-3.5 shrink-0", index === last && "max-md:hidden")} />}
            {crumb.href ? (
              <IntentLink href={crumb.href} title={crumb.label} className="truncate rounded-sm hover:text-foreground hover:underline">
                {crumb.label}
              </IntentLink>
            ) : (
              <span title={crumb.label} className="truncate font-medium text-foreground" aria-current={index === last ? "page" : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
