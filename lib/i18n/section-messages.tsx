import "server-only";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { namespacesOf, type AdminSection } from "./admin-messages";
import { messagesOf } from "./pick-messages";

/**
 * A section layout's texts for its client components: a nested provider replaces its parent's
 * messages, so it holds the shell's and the enclosing sections' too (the page's payload names each
 * namespace object once, however many providers hold it).
 */
export async function SectionMessages({ section, children }: { section: AdminSection; children: ReactNode }) {
  return <NextIntlClientProvider messages={await messagesOf(namespacesOf(section))}>{children}</NextIntlClientProvider>;
}
