"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { NAV_SECTIONS, isNavItemActive } from "./nav-items";

interface SidebarNavProps {
  onNavigate?: () => void;
  onLogout: () => void;
}

export function SidebarNav({ onNavigate, onLogout }: SidebarNavProps) {
  const t = useTranslations("layout");
  const pathname = usePathname();
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 items-center border-b px-6">
        <Link href="/dashboard" className="text-lg font-bold tracking-tight" onClick={onNavigate}>
          {t("sidebarTitle")}
        </Link>
      </div>
      <nav aria-label={t("navLabel")} className="flex-1 overflow-y-auto px-3 py-4">
        {NAV_SECTIONS.map((section) => (
          <div key={section.key} className="mb-5">
            <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(`sections.${section.key}`)}
            </h2>
            <ul className="space-y-1">
              {section.items.map((item) => {
                const active = isNavItemActive(item.href, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.key}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                        active && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground",
                      )}
                    >
                      <Icon aria-hidden className="size-4" />
                      {t(`nav.${item.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t p-3">
        <Button variant="ghost" className="w-full justify-start gap-3" onClick={onLogout}>
          <LogOut aria-hidden className="size-4" />
          {t("logout")}
        </Button>
      </div>
    </div>
  );
}
