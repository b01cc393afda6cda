import * as React from "react";
import Link from "next/link";
import type { LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

type ButtonLinkProps = Omit<React.ComponentProps<typeof Button>, "asChild" | "children"> & {
  href: string;
  /** Shown before the text, hidden from assistive technology (the text names the link). */
  icon?: LucideIcon;
  children: React.ReactNode;
};

/** An in-app link that looks like a button: the button's variants on Next's `Link`. */
function ButtonLink({ href, icon: Icon, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </Link>
    </Button>
  );
}

export { ButtonLink };
