import "server-only";
import type { ReactNode } from "react";
import { SECTION_NAMESPACES, type AdminSection } from "./admin-messages";
import { AddedMessages } from "./added-messages";
import { messagesOf } from "./pick-messages";

/** A section layout's texts for its client components, added to the shell's. */
export async function SectionMessages({ section, children }: { section: AdminSection; children: ReactNode }) {
  return <AddedMessages messages={await messagesOf(SECTION_NAMESPACES[section])}>{children}</AddedMessages>;
}
