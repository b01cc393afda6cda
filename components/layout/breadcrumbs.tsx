"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronRight } from "lucide-react";
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
  // Fetched names (and any long label) give way first, then the current page, on a narrow screen. The
  // section crumbs ("Dashboard", "Nichos"…) stay whole.
  const givesWay = (crumb: Crumb) => crumb.name === true || crumb.label.length > SHORT_CRUMB;
  return (
    <nav aria-label={t("label")} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => (
          <li
            key={`${index}-${crumb.label}`}
            className={cn(
              "flex items-center gap-1",
              // Names shrink a thousand times faster than the current page, so it gives way only once
              // they have given all they can.
              givesWay(crumb) ? "min-w-0 shrink-[1000]" : index === trail.length - 1 ? "min-w-0" : "shrink-0",
            )}
          >
            {index > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0" />}
            {crumb.href ? (
              <Link href={crumb.href} className="truncate rounded-sm hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span className="truncate font-medium text-foreground" aria-current={index === trail.length - 1 ? "page" : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
