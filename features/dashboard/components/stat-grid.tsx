"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2, Clock, FolderOpen, Globe, Package, Power } from "lucide-react";
import type { ReactNode } from "react";
import { StatCard } from "@/components/ui/stat-card";
import type { DashboardStats } from "@/features/dashboard/stats";

type StatKey = "total" | "active" | "withSites" | "totalProducts" | "pendingProducts" | "completedProducts";

const CARDS: { key: StatKey; href: string; icon: ReactNode }[] = [
  { key: "total", href: "/niches", icon: <FolderOpen /> },
  { key: "active", href: "/niches?status=active", icon: <Power /> },
  { key: "withSites", href: "/niches?sites=true", icon: <Globe /> },
  { key: "totalProducts", href: "/products", icon: <Package /> },
  { key: "pendingProducts", href: "/products?status=pending", icon: <Clock /> },
  { key: "completedProducts", href: "/products?status=completed", icon: <CheckCircle2 /> },
];

export function StatGrid({ stats }: { stats: DashboardStats | undefined }) {
  const t = useTranslations("dashboard");
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="sr-only">
        {t("statsHeading")}
      </h2>
      {/* One announcement for the six counters while they load, rather than one per card. */}
      {stats ? null : (
        <p role="status" className="sr-only">
          {t("stats.loading")}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {CARDS.map(({ key, href, icon }) => (
          <li key={key}>
            <StatCard
              label={t(`stats.${key}`)}
              value={stats?.[key]}
              href={href}
              icon={icon}
              data-testid={`stat-${key}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
