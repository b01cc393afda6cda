"use client";
// 'Ver en Amazon', 'Editar Producto' and 'Regenerar' (starts a new generation: the new version
// appears when the product's status reports completion).
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ExternalLink, Pencil, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/http/api-error";
import { triggerRegeneration } from "@/lib/product-content/api";
import { safeUrl } from "@/lib/product-content/safe-url";

interface BottomActionsProps {
  productId: string;
  amazonUrl: string | null | undefined;
  generating: boolean;
  onStarted: () => void;
}

export function BottomActions({ productId, amazonUrl, generating, onStarted }: BottomActionsProps) {
  const t = useTranslations("productContent");
  const [sending, setSending] = useState(false);
  const amazonHref = amazonUrl ? safeUrl(amazonUrl) : "";
  const busy = sending || generating;

  const regenerate = async () => {
    setSending(true);
    try {
      await triggerRegeneration(productId);
      toast.success(t("bottom.regenerateStarted"));
      onStarted();
    } catch (error) {
      toast.error(errorMessage(error, t("bottom.regenerateError")));
    } finally {
      setSending(false);
    }
  };

  return (
    <nav aria-label={t("bottom.label")} data-print-hide className="flex flex-wrap gap-3 border-t pt-6">
      {amazonHref ? (
        <Button asChild variant="outline">
          <a href={amazonHref} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t("bottom.viewOnAmazon")}
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link href={`/products/${productId}/edit`}>
          <Pencil aria-hidden />
          {t("bottom.edit")}
        </Link>
      </Button>
      <Button onClick={() => void regenerate()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner label={t("bottom.generating")} /> : <RefreshCw aria-hidden />}
        {generating ? t("bottom.generating") : t("bottom.regenerate")}
      </Button>
    </nav>
  );
}
