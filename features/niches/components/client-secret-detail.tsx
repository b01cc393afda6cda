"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { nicheQuery, nichesQuery } from "@/features/niches/queries";
import { replaceNicheClient } from "@/features/niches/replace-niche-client";
import type { NicheView } from "@/features/niches/secrets";
import { RotateSecretDialog } from "./lazy-dialogs";

/**
 * A niche's client secret on its detail screen: shown once when generated, so here only a placeholder
 * and "Generar uno nuevo". A pair of a <dl>.
 */
export function ClientSecretDetail({ niche, clientId, label }: { niche: NicheView; clientId: string; label: string }) {
  const t = useTranslations("niches.secret");
  const { mutate } = useSWRConfig();
  const [rotating, setRotating] = useState(false);

  const createInstead = async () => {
    const { client, revoked } = await replaceNicheClient({ id: niche.id, name: niche.name, client_id: clientId });
    if (revoked) toast.success(t("replaced"));
    else toast.warning(t("revokeFailed"));
    await mutate(nicheQuery(niche.id).key);
    void mutate(nichesQuery.key);
    return client;
  };

  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 text-muted-foreground">{t("placeholder")}</span>
        <Button variant="outline" size="xs" onClick={() => setRotating(true)}>
          <RefreshCw aria-hidden />
          {t("rotate")}
        </Button>
      </dd>
      {rotating ? <RotateSecretDialog clientId={clientId} onClose={() => setRotating(false)} createInstead={createInstead} /> : null}
    </div>
  );
}
