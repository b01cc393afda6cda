"use client";
// "Descargar sitio": the niche's site as a ZIP, for upstreams that offer it.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Download } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/api-error";

export function SiteExportButton({ nicheId, slug }: { nicheId: number; slug: string }) {
  const t = useTranslations("niches.detail");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The download's code loads on the first press: most visits never ask for it.
      const { downloadSiteExport } = await import("@/features/niches/site-export");
      await downloadSiteExport(nicheId, slug);
    } catch (error) {
      toast.error(errorMessage(error, t("downloadSiteError")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionButton variant="outline" onPress={() => void download()} disabled={busy} aria-busy={busy}>
      <Download aria-hidden />
      {busy ? t("downloadingSite") : t("downloadSite")}
    </ActionButton>
  );
}
