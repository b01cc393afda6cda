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

/** The sidebar in a sheet, for narrow screens (loaded by the menu button when first opened). */
export function MobileNav({ open, onOpenChange, nav }: MobileNavProps) {
  const t = useTranslations("layout");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-80 p-0" closeLabel={t("closeMenu")}>
        <SheetTitle className="sr-only">{t("sidebarTitle")}</SheetTitle>
        <SheetDescription className="sr-only">{t("navLabel")}</SheetDescription>
        <NavigateContext.Provider value={() => onOpenChange(false)}>{nav}</NavigateContext.Provider>
      </SheetContent>
    </Sheet>
  );
}
