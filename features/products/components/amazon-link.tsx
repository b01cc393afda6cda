import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The product on Amazon, in a new tab (said to screen readers). */
export function AmazonLink({ url }: { url: string }) {
  const t = useTranslations("products.card");
  return (
    <Button asChild size="sm" variant="link">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {t("viewOnAmazon")}
        <span className="sr-only"> {t("newTab")}</span>
      </a>
    </Button>
  );
}
