import "server-only";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { namespacesOf, type AdminRoute } from "./admin-messages";
import { messagesOf } from "./pick-messages";

/**
 * A page's texts for its client components. A nested provider replaces its parent's messages, so it
 * holds the shell's too (the page's payload names each namespace object once, however many providers
 * hold it). A page, not a section layout, says them: a layout's texts ride in every page under it.
 */
export async function PageMessages({ route, children }: { route: AdminRoute; children: ReactNode }) {
  return <NextIntlClientProvider messages={await messagesOf(namespacesOf(route))}>{children}</NextIntlClientProvider>;
}
