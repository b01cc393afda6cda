import { wizardTemplatesQuery } from "@/features/niche-wizard";
import { NicheWizard } from "@/features/niche-wizard/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readOnServer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("newNiche") };
}

export default async function NewNichePage() {
  // The pre-check's templates: the wizard opens (or says why not) in the server's HTML.
  const data = await readOnServer([wizardTemplatesQuery]);
  return (
    <PageMessages route="/niches/new">
      <ServerDataProvider value={data}>
        <NicheWizard />
      </ServerDataProvider>
    </PageMessages>
  );
}
