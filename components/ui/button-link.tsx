import * as React from "react";
import type { LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";

type ButtonLinkProps = Omit<React.ComponentProps<typeof Button>, "asChild" | "children"> & {
  href: string;
  /** Shown before the text, hidden from assistive technology (the text names the link). */
  icon?: LucideIcon;
  children: React.ReactNode;
};

/** An in-app link that looks like a button: the button's variants on a link prefetched on intent. */
function ButtonLink({ href, icon: Icon, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <IntentLink href={href}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </IntentLink>
    </Button>
  );
}

export { ButtonLink };
