"use client";

import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { SidebarNav } from "./sidebar-nav";

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}

/** The sidebar in a sheet, for narrow screens (loaded by the admin shell when first opened). */
export function MobileNav({ open, onOpenChange, onLogout }: MobileNavProps) {
  const t = useTranslations("layout");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-80 p-0" closeLabel={t("closeMenu")}>
        <SheetTitle className="sr-only">{t("sidebarTitle")}</SheetTitle>
        <SheetDescription className="sr-only">{t("navLabel")}</SheetDescription>
        <SidebarNav onLogout={onLogout} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
