import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { LoginCard, type LoginTexts } from "@/features/auth/screens";
import { forgetSessionScript } from "@/lib/session/forget-session-script";
import { EXPIRED_SESSION_PARAM } from "@/lib/session/panel-routes";
import { serverSessionVerifier } from "@/lib/session/server-session";
import { SESSION_COOKIE } from "@/lib/session/storage-keys";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("title") };
}

const TEXT_KEYS = [
  "title",
  "subtitle",
  "username",
  "usernamePlaceholder",
  "password",
  "remember",
  "forgot",
  "submit",
  "submitting",
  "errorTitle",
  "errorDefault",
  "unavailableTitle",
  "unavailable",
  "dismissError",
] as const satisfies readonly (keyof LoginTexts)[];

/**
 * Whether the request still carries a session the upstream accepts (or cannot judge right now): any
 * site can link to /login?expired, and that must not make the browser forget a live session.
 */
async function carriesLiveSession(): Promise<boolean> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return false;
  return (await serverSessionVerifier()(token)) !== "refused";
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("auth.login");
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as unknown as LoginTexts;
  const expired = (await searchParams)[EXPIRED_SESSION_PARAM] !== undefined && !(await carriesLiveSession());
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {/* The server found the session refused: the browser's stored copy goes too. */}
      {expired ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: forgetSessionScript(EXPIRED_SESSION_PARAM) }} /> : null}
      <LoginCard texts={texts} />
    </>
  );
}
