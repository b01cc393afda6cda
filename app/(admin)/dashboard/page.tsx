import { computeDashboardStats, dashboardStatsQuery, type DashboardStats } from "@/features/dashboard";
import { DashboardScreen } from "@/features/dashboard/screens";
import { healthQuery } from "@/features/health";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { nichesQuery } from "@/features/niches";
import { allProductsQuery } from "@/features/products";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("dashboard") };
}

export default async function DashboardPage() {
  const counted = serverAnswer(dashboardStatsQuery);
  const listed: { stats?: DashboardStats } = {};
  const data = await readOnServer([counted, healthQuery], async (_read, request) => {
    if (counted.answer !== null) return;
    // An upstream without the counts call: counted over the whole lists here, as the browser will;
    // the HTML carries the counters only.
    const [niches, products] = await Promise.allSettled([nichesQuery.read(request), allProductsQuery.read(request)]);
    if (niches.status === "fulfilled" && products.status === "fulfilled") listed.stats = computeDashboardStats(niches.value, products.value);
  });
  return (
    <PageMessages route="/dashboard">
      <ServerDataProvider value={data}>
        <DashboardScreen initialStats={counted.answer ?? listed.stats} />
      </ServerDataProvider>
    </PageMessages>
  );
}
