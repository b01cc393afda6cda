"use client";
// What the article shows while the server renders the content, and when that fails.
import { useTranslations } from "next-intl";
import { AlertCircle, RotateCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/http/api-error";

export function ArticleLoading() {
  const t = useTranslations("productContent");
  return (
    <div className="flex min-h-40 items-center justify-center gap-3 text-muted-foreground" data-testid="article-loading">
      <Spinner label={t("loading")} size="md" />
      <p aria-hidden>{t("loading")}</p>
    </div>
  );
}

export function ArticleError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("productContent.render");
  const reason = errorMessage(error, String(error ?? ""), { cause: "always" });
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{t("failedTitle")}</AlertTitle>
      <AlertDescription>
        <p>{reason ? `${t("failedMessage")} ${reason}` : t("failedMessage")}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t("retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
