"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { NavigateContext } from "./nav-link";

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar, rendered on the server; its links close the sheet. */
  nav: ReactNode;
}

/**
 * Radix skips links when it picks what to focus on opening, which would put the focus on "Cerrar Sesión":
 * a second Enter would sign the user out. The first link of the navigation takes it instead.
 */
function focusFirstNavLink(event: Event) {
  const link = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLElement>("nav a[href]") : null;
  if (!link) return;
  event.preventDefault();
  link.focus();
}

/** The sidebar in a sheet, for narrow screens (loaded by the menu button when first opened). */
export function MobileNav({ open, onOpenChange, nav }: MobileNavProps) {
  const t = useTranslations("layout");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-80 p-0 sm:max-w-sm" closeLabel={t("closeMenu")} onOpenAutoFocus={focusFirstNavLink}>
        <SheetTitle className="sr-only">{t("sidebarTitle")}</SheetTitle>
        <SheetDescription className="sr-only">{t("navLabel")}</SheetDescription>
        <NavigateContext.Provider value={() => onOpenChange(false)}>{nav}</NavigateContext.Provider>
      </SheetContent>
    </Sheet>
  );
}
