import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { computeDashboardStats } from "@/lib/dashboard/stats";
import { healthReads, HEALTH_PATH } from "@/lib/health/api";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import { NICHES_PATH, nicheReads } from "@/lib/niches/api";
import { nicheRow, type NicheRow } from "@/lib/niches/row-view";
import { productReads, productsPaths } from "@/lib/products/api";
import type { Product } from "@/lib/products/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("dashboard") };
}

export default async function DashboardPage() {
  const data = await readOnServer({
    [NICHES_PATH]: async (request) => (await nicheReads(request).niches()).map(nicheRow),
    [productsPaths.all]: (request) => productReads(request).all(),
    [HEALTH_PATH]: (request) => healthReads(request)(),
  });
  const niches = data.fallback[NICHES_PATH] as NicheRow[] | undefined;
  const products = data.fallback[productsPaths.all] as Product[] | undefined;
  // Counted over the whole lists here; the HTML then carries only their first rows.
  const stats = niches && products ? computeDashboardStats(niches, products) : undefined;
  keepFirstRows<NicheRow>(data, NICHES_PATH, (all) => all);
  keepFirstRows<Product>(data, productsPaths.all, (all) => all);
  return (
    <ServerDataProvider value={data}>
      <DashboardScreen initialStats={stats} />
    </ServerDataProvider>
  );
}
