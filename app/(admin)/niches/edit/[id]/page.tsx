import type { Metadata } from "next";
import { NicheEditScreen } from "@/features/niches/components/niche-edit-screen";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import { nicheQuery } from "@/features/niches/queries";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("editNiche") };
}

export default async function NicheEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id)] : []);
  return (
    <ServerDataProvider value={data}>
      <NicheEditScreen key={id} id={id} />
    </ServerDataProvider>
  );
}
