import "server-only";
import { getMessages } from "next-intl/server";

type Messages = Awaited<ReturnType<typeof getMessages>>;

/** The catalogue's `namespaces` only: what a NextIntlClientProvider is given travels inside the page's HTML. */
export async function messagesOf(namespaces: readonly string[]): Promise<Messages> {
  const all = await getMessages();
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => namespaces.includes(namespace)));
}
