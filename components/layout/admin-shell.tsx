import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Contrast, Menu, Monitor, Moon, Sun } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs } from "./breadcrumbs";
import { BreadcrumbProvider } from "./breadcrumbs-context";
import { ContrastSwitch } from "./contrast-switch";
import { MobileMenu } from "./mobile-menu";
import { SidebarNav } from "./sidebar-nav";
import { ThemeSwitch } from "./theme-switch";

interface AdminShellProps {
  children: ReactNode;
  /** The header's search (the command palette), composed by the layout from its feature. */
  search?: ReactNode;
  /** Top-right slot shown on every screen (the automation progress popover). */
  topRight?: ReactNode;
}

/** Rendered on the server: only the switches, the search, the menu button and the links run in the browser. */
export function AdminShell({ children, search, topRight }: AdminShellProps) {
  const t = useTranslations("layout");
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
          <SidebarNav />
        </aside>
        <div className="lg:pl-80">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
            <MobileMenu label={t("openMenu")} icon={<Menu aria-hidden className="size-5" />} nav={<SidebarNav />} />
            <div className="min-w-0 flex-1">
              <Breadcrumbs />
            </div>
            <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
              {search}
              {topRight}
              <ThemeSwitch
                icons={{
                  light: <Sun aria-hidden className="size-4" />,
                  dark: <Moon aria-hidden className="size-4" />,
                  system: <Monitor aria-hidden className="size-4" />,
                }}
              />
              <ContrastSwitch icon={<Contrast aria-hidden className="size-4" />} />
              <Badge variant="secondary" className="max-md:hidden">
                {`${t("role.short")} / ${t("role.long")}`}
              </Badge>
            </div>
          </header>
          {/* The skip link leaves #main in the address: scrolling to it, then or on a reload, must stop below
              the sticky header (h-16), where the page starts, not with its heading hidden under the header. */}
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl scroll-mt-16 p-4 outline-none sm:p-6 lg:p-8">
            {children}
          </main>
        </div>
      </div>
    </BreadcrumbProvider>
  );
}
