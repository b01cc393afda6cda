"use client";

import { coverFrameClassName } from "@/components/ui/cover-frame";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ArrowLeft, ExternalLink, FolderGit2, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ReadStates } from "@/components/shared/read-states";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { formatLongDateTime } from "@/lib/format/date";
import { hasGithubUrl } from "@/features/niche-catalog/github-url";
import { useCatalogItem } from "@/features/niche-catalog/hooks";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { ImageLightboxGallery } from "./image-lightbox-gallery";
import { CatalogCover } from "./catalog-cover";
import { StatusBadge } from "./status-badge";
import { cn } from "@/lib/utils";

export function CatalogDetail({ id }: { id: string }) {
  const t = useTranslations("nicheCatalog.detail");
  const read = useCatalogItem(id);
  const item = read.data;
  useBreadcrumbNames({ templateName: item?.name });
  useRecordTitle("templateDetail", item?.name);

  const backButton = (
    <ButtonLink href="/niche-catalog" icon={ArrowLeft} variant="outline">
      {t("back")}
    </ButtonLink>
  );

  return (
    <ReadStates
      read={read}
      texts={{ loading: t("loading"), error: t("loadError"), notFound: t("notFound"), retry: t("retry") }}
      errorIsHeading
      errorActions={backButton}
    >
      {(loaded) => <CatalogDetailView item={loaded} backButton={backButton} />}
    </ReadStates>
  );
}

function CatalogDetailView({ item, backButton }: { item: CatalogItem; backButton: ReactNode }) {
  const t = useTranslations("nicheCatalog.detail");
  const tCard = useTranslations("nicheCatalog.card");
  const images = item.images ?? [];
  const cover = images[0];

  return (
    <article className="space-y-6">
      <header className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
        <div className={cn(coverFrameClassName, "aspect-video w-full shrink-0 rounded-lg bg-muted sm:w-56")}>
          <CatalogCover src={cover} alt={t("imageAlt", { name: item.name })} noImageText={t("noImage")} first />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">{item.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge active={item.is_active} />
            <Badge variant="outline" className="font-mono" title={item.slug}>
              <span className="truncate">{item.slug}</span>
            </Badge>
            {hasGithubUrl(item) && <Badge variant="info">{tCard("withGithub")}</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={`/niche-catalog/edit/${item.id}`}>
              <Pencil aria-hidden />
              {t("edit")}
            </Link>
          </Button>
          {backButton}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t("descriptionTitle")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className={item.description ? "whitespace-pre-line" : "text-muted-foreground"}>
                {item.description || t("noDescription")}
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t("linksTitle")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {hasGithubUrl(item) ? (
                <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <FolderGit2 aria-hidden className="size-5 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{t("repository")}</p>
                    <a
                      href={item.github_url ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm break-all text-primary underline-offset-4 hover:underline"
                    >
                      {item.github_url}
                    </a>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <a href={item.github_url ?? undefined} target="_blank" rel="noopener noreferrer" title={t("openLabel")}>
                      <ExternalLink aria-hidden />
                      {t("open")}
                    </a>
                  </Button>
                </div>
              ) : (
                <p className="text-muted-foreground">{t("noRepository")}</p>
              )}
            </CardContent>
          </Card>

          {images.length > 1 && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>{t("galleryTitle")}</h2>
                </CardTitle>
                <p className="text-sm text-muted-foreground">{t("galleryHint")}</p>
              </CardHeader>
              <CardContent>
                <ImageLightboxGallery images={images} name={item.name} />
              </CardContent>
            </Card>
          )}
        </div>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle>
              <h2>{t("infoTitle")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
              <dt className="text-muted-foreground">{t("id")}</dt>
              <dd className="font-mono">{item.id}</dd>
              <dt className="text-muted-foreground">{t("status")}</dt>
              <dd>{item.is_active ? tCard("active") : tCard("inactive")}</dd>
              <dt className="text-muted-foreground">{t("created")}</dt>
              <dd>{formatLongDateTime(item.created_at)}</dd>
              <dt className="text-muted-foreground">{t("updated")}</dt>
              <dd>{formatLongDateTime(item.updated_at)}</dd>
            </dl>
          </CardContent>
        </Card>
      </div>
    </article>
  );
}
