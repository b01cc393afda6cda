"use client";

import { createContext, useContext, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/utils";

/** What a sidebar link does besides navigating: the mobile sheet closes itself. */
export const NavigateContext = createContext<(() => void) | undefined>(undefined);

interface NavLinkProps {
  href: string;
  className: string;
  /** Added when the current path is in this link's section, which is then marked as the current page. */
  activeClassName?: string;
  /** Added while it is not the current page (what the active classes would replace). */
  idleClassName?: string;
  children: ReactNode;
}

/** The active item is the one whose route prefix matches the current path. */
function isNavItemActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The sidebar's one interactive part: the server renders the rest, icons included. */
export function NavLink({ href, className, activeClassName, idleClassName, children }: NavLinkProps) {
  const pathname = usePathname();
  const onNavigate = useContext(NavigateContext);
  const active = activeClassName !== undefined && isNavItemActive(href, pathname);
  return (
    <IntentLink
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(className, active ? activeClassName : idleClassName)}
    >
      {children}
    </IntentLink>
  );
}
