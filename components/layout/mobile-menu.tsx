"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/use-opened-once";

// The menu sheet (radix dialog) loads when first opened: wide screens never need it.
const MobileNav = dynamic(() => import("./mobile-nav").then((m) => m.MobileNav), { ssr: false });

interface MobileMenuProps {
  label: string;
  icon: ReactNode;
  /** The sidebar shown in the sheet. */
  nav: ReactNode;
}

/** The header's menu button of narrow screens, and the sheet it opens. */
export function MobileMenu({ label, icon, nav }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <>
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      {used ? <MobileNav open={open} onOpenChange={setOpen} nav={nav} /> : null}
    </>
  );
}
