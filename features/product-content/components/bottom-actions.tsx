"use client";
// 'Ver en Amazon', 'Editar Producto' and 'Regenerar' (starts a new generation: the new version
// appears when the product's status reports completion).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { safeUrl } from "@/features/product-content/safe-url";
import { useStartGeneration } from "@/features/products";
import { useContentIcons } from "./content-icons";

interface BottomActionsProps {
  productId: string;
  amazonUrl: string | null | undefined;
  generating: boolean;
  onStarted: () => void;
}

export function BottomActions({ productId, amazonUrl, generating, onStarted }: BottomActionsProps) {
  const t = useTranslations("productContent");
  const tc = useTranslations("common");
  const { starting, start } = useStartGeneration({ onStarted });
  const icons = useContentIcons();
  const amazonHref = amazonUrl ? safeUrl(amazonUrl) : "";
  const busy = starting.size > 0 || generating;

  return (
    <nav aria-label={t("bottom.label")} data-print-hide className="flex flex-wrap gap-3 border-t pt-6">
      {amazonHref ? (
        <Button asChild variant="outline">
          <a href={amazonHref} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t("bottom.viewOnAmazon")}
            <span className="sr-only">{tc("opensInNewTab")}</span>
          </a>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link href={`/products/${productId}/edit`}>
          {icons.edit}
          {t("bottom.edit")}
        </Link>
      </Button>
      <Button onClick={() => void start({ id: productId })} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner label={t("bottom.generating")} /> : icons.regenerate}
        {generating ? t("bottom.generating") : t("bottom.regenerate")}
      </Button>
    </nav>
  );
}
