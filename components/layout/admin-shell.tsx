"use client";

import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Menu } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { logout } from "@/lib/http/client";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";
import { Breadcrumbs } from "./breadcrumbs";
import { BreadcrumbProvider } from "./breadcrumbs-context";
import { ContrastSwitch } from "./contrast-switch";
import { GlobalSearch } from "./global-search";
import { SidebarNav } from "./sidebar-nav";
import { ThemeSwitch } from "./theme-switch";

// The menu sheet (radix dialog) loads when first opened: wide screens never need it.
const MobileNav = dynamic(() => import("./mobile-nav").then((m) => m.MobileNav), { ssr: false });

interface AdminShellProps {
  children: ReactNode;
  /** Top-right slot shown on every screen (the automation progress popover). */
  topRight?: ReactNode;
}

export function AdminShell({ children, topRight }: AdminShellProps) {
  const t = useTranslations("layout");
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileNavUsed = useOpenedOnce(mobileOpen);
  const onLogout = () => void logout();
  return (
    <BreadcrumbProvider>
      <div className="min-h-screen bg-background">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg focus:ring-[3px] focus:ring-ring/50"
        >
          {t("skipToContent")}
        </a>
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-80 border-r lg:block">
          <SidebarNav onLogout={onLogout} />
        </aside>
        {mobileNavUsed ? <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} onLogout={onLogout} /> : null}
        <div className="lg:pl-80">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={t("openMenu")}
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden className="size-5" />
            </Button>
            <div className="min-w-0 flex-1">
              <Breadcrumbs />
            </div>
            <div className="flex items-center gap-2">
              <GlobalSearch />
              {topRight}
              <ThemeSwitch />
              <ContrastSwitch />
              <Badge variant="secondary" className="hidden md:inline-flex">
                {`${t("role.short")} / ${t("role.long")}`}
              </Badge>
            </div>
          </header>
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl p-4 outline-none sm:p-6 lg:p-8">
            {children}
          </main>
        </div>
      </div>
    </BreadcrumbProvider>
  );
}
