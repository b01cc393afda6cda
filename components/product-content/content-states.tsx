"use client";
// Loading and failure screens of the viewer.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { AlertCircle, ArrowLeft, RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, isNotFound } from "@/lib/http/api-error";

export function ContentLoading() {
  const t = useTranslations("productContent");
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t("loading")} className="size-5" />
      <p aria-hidden>{t("loading")}</p>
    </div>
  );
}

interface ContentErrorProps {
  error: unknown;
  backHref: string;
  /** Offered unless the product does not exist (asking again could only fail the same way). */
  onRetry(): void;
}

export function ContentError({ error, backHref, onRetry }: ContentErrorProps) {
  const t = useTranslations("productContent");
  const missing = isNotFound(error);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>
          <h1>{t("errorTitle")}</h1>
        </AlertTitle>
        <AlertDescription>{`${t("errorMessage")} ${errorMessage(error, String(error ?? ""), { cause: "always" })}`}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        {missing ? null : (
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden />
            {t("render.retry")}
          </Button>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link href={backHref}>
            <ArrowLeft aria-hidden />
            {t("backToProducts")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
