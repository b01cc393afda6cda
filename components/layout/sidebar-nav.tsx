import { useTranslations } from "next-intl";
import { LogOut } from "lucide-react";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import { NAV_SECTIONS } from "./nav-items";

/** Rendered on the server, once for the wide screens' aside and once for the mobile sheet. */
export function SidebarNav() {
  const t = useTranslations("layout");
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 items-center border-b px-6">
        <NavLink href="/dashboard" className="text-lg font-bold tracking-tight">
          {t("sidebarTitle")}
        </NavLink>
      </div>
      <nav aria-label={t("navLabel")} className="flex-1 overflow-y-auto px-3 py-4">
        {NAV_SECTIONS.map((section) => (
          <div key={section.key} className="mb-5">
            <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(`sections.${section.key}`)}
            </h2>
            <ul className="space-y-1">
              {section.items.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.key}>
                    <NavLink
                      href={item.href}
                      className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors"
                      idleClassName="hover:bg-accent hover:text-accent-foreground"
                      activeClassName="bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground"
                    >
                      <Icon aria-hidden className="size-4" />
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t p-3">
        <LogoutButton>
          <LogOut aria-hidden className="size-4" />
          {t("logout")}
        </LogoutButton>
      </div>
    </div>
  );
}
