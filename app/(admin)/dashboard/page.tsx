import { computeDashboardStats } from "@/features/dashboard";
import { DashboardScreen } from "@/features/dashboard/screens";
import { healthQuery } from "@/features/health";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { nichesQuery } from "@/features/niches";
import { allProductsQuery } from "@/features/products";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("dashboard") };
}

export default async function DashboardPage() {
  const niches = serverAnswer(nichesQuery);
  const products = serverAnswer(allProductsQuery);
  const data = await readOnServer([niches, products, healthQuery]);
  // Counted over the whole lists here; the HTML then carries only their first rows.
  const stats = niches.answer && products.answer ? computeDashboardStats(niches.answer, products.answer) : undefined;
  keepFirstRows(data, niches, (all) => all);
  keepFirstRows(data, products, (all) => all);
  return (
    <ServerDataProvider value={data}>
      <DashboardScreen initialStats={stats} />
    </ServerDataProvider>
  );
}
