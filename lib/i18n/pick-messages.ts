import "server-only";
import { getMessages } from "next-intl/server";

type Messages = Awaited<ReturnType<typeof getMessages>>;

/**
 * The catalogue without the namespaces a client subtree never reads: what a NextIntlClientProvider
 * is given travels inside every page's HTML.
 */
export async function messagesExcept(omit: readonly string[]): Promise<Messages> {
  const all = await getMessages();
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !omit.includes(namespace)));
}
