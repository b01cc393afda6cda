import "server-only";
// A record's name for the tab title, read on the server, only on a document load: an in-app
// navigation (the router's own fetch), a missing session or a failure leave the page with its generic
// title. The read is the page's own read of the record, shared within the render.
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { serverSessionVerifier } from "@/lib/auth/server-session";
import { SESSION_COOKIE } from "@/lib/auth/storage-keys";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import type { Requester } from "./requester";
import { serverRequester } from "./server-requester";
import { isNumericId } from "./server-reads";

export async function recordNameOnServer(read: (request: Requester) => Promise<string | null | undefined>): Promise<string | null> {
  if ((await headers()).get("sec-fetch-dest") === "empty") return null;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  // The same check the page's reads make (and share): a made-up cookie costs no read for the title.
  if ((await serverSessionVerifier()(token)) === "refused") return null;
  const { apiUpstream } = readUpstreamEnv(process.env);
  try {
    // The page reads the same record with the same requester settings: the two share one upstream call.
    const name = await read(serverRequester({ apiUpstream, token }));
    return name?.trim() || null;
  } catch {
    return null;
  }
}

/** Titles of record pages: `key` is the generic title, `${key}Named` the one with the record's name. */
type RecordTitleKey = "nicheDetail" | "nicheProducts" | "editNiche" | "templateDetail" | "editTemplate" | "content";

/** A record page's tab title: with the record's name when a document load can read it, else the generic one. */
export async function recordTitle(
  id: string,
  readName: (request: Requester, id: string) => Promise<string | null | undefined>,
  key: RecordTitleKey,
): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  const name = isNumericId(id) ? await recordNameOnServer((request) => readName(request, id)) : null;
  return { title: name ? t(`${key}Named`, { name }) : t(key) };
}
