"use client";
// The viewer's failure screen.
import { useTranslations } from "next-intl";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { ReadError } from "@/components/shared/read-error";
import { errorMessage, isNotFound } from "@/lib/http/api-error";

interface ContentErrorProps {
  error: unknown;
  backHref: string;
  /** Offered unless the product does not exist (asking again could only fail the same way). */
  onRetry(): void;
}

export function ContentError({ error, backHref, onRetry }: ContentErrorProps) {
  const t = useTranslations("productContent");
  return (
    <div className="mx-auto max-w-2xl py-8">
      <ReadError
        title={t("errorTitle")}
        isHeading
        detail={`${t("errorMessage")} ${errorMessage(error, String(error ?? ""), { cause: "always" })}`}
        retry={isNotFound(error) ? undefined : { label: t("render.retry"), onRetry }}
        actions={
          <ButtonLink href={backHref} icon={ArrowLeft} variant="outline" size="sm">
            {t("backToProducts")}
          </ButtonLink>
        }
      />
    </div>
  );
}
