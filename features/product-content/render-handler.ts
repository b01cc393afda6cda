import "server-only";
// POST /product-content/render: the viewer's markdown (already fetched by the browser through the
// proxy) comes back as sanitized HTML. Pages are guarded by proxy.ts (the request guard); this route is outside
// its matcher so it can answer 401 as an API does instead of redirecting. It spends the server's
// CPU without asking the upstream anything, so the session's token is verified first.
import { createTranslator } from "next-intl";
import { safeParse } from "zod/mini";
import { isCrossSiteRequest } from "@/lib/session/cross-site";
import { serverSessionVerifier } from "@/lib/session/server-session";
import { sessionToken, type SessionVerdict } from "@/lib/session/session-verifier";
import { formatMegabytes } from "@/lib/format/number";
import { declaresTooLarge } from "@/lib/proxy/proxy-body-limit";
import { readCapped } from "@/lib/proxy/proxy-error-body";
import messages from "@/messages/es.json";
import { renderMarkdownHtml } from "./render-markdown";
import { renderRequestSchema } from "./schemas";
import { versionHtmlCache, type ContentVersionKey } from "./version-html-cache";

/** Generated articles weigh tens of kB; the cap keeps one request from holding the server's CPU. */
export const MAX_RENDER_BODY_BYTES = 2 * 1024 * 1024;

// Through translators, not the JSON's strings: the build precompiles messages (next.config.mjs).
const t = createTranslator({ locale: "es", messages, namespace: "contentRender" });
const tContent = createTranslator({ locale: "es", messages, namespace: "productContent" });
const tProxy = createTranslator({ locale: "es", messages, namespace: "proxy" });

const NO_STORE = { "cache-control": "no-store" };

function detail(status: number, text: string, headers: Record<string, string> = {}): Response {
  return Response.json({ detail: text }, { status, headers: { ...NO_STORE, ...headers } });
}

/** The body as text, or null when it is larger than the cap (declared up front or while read). */
async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  if (declaresTooLarge(request.headers, maxBytes)) return null;
  return request.body ? readCapped(request.body, maxBytes) : "";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RenderHandlerOptions {
  /** Classes of an affiliate link (the panel's small button), from the UI layer. */
  affiliateClassName: string;
  /** Whether the upstream still accepts a session token; by default its users/me, briefly cached. */
  verifySession?: (token: string) => Promise<SessionVerdict>;
}

/** The article's sanitized HTML, as the viewer shows it: the route below and the page's first render share it. */
export function renderArticleHtml(markdown: string, affiliateClassName: string): string {
  // The back label stays a template: the pipeline fills {n} per note.
  const footnoteLabels = { label: tContent("footnotes.label"), backLabel: tContent("footnotes.backLabel", { n: "{n}" }) };
  return renderMarkdownHtml(markdown, { footnoteLabels, affiliateClassName, insecureImageLabel: tContent("insecureImage") });
}

// One cache per link class; the panel has one.
const versionCaches = new Map<string, (key: ContentVersionKey, markdown: string) => string>();

/** A stored version's HTML: rendered on its first load in this process, then reused (versions never change). */
export function renderVersionHtml(key: ContentVersionKey, markdown: string, affiliateClassName: string): string {
  let htmlOf = versionCaches.get(affiliateClassName);
  if (!htmlOf) {
    htmlOf = versionHtmlCache((text) => renderArticleHtml(text, affiliateClassName));
    versionCaches.set(affiliateClassName, htmlOf);
  }
  return htmlOf(key, markdown);
}

export function createRenderHandler({ affiliateClassName, verifySession = serverSessionVerifier() }: RenderHandlerOptions) {
  const maxMegabytes = formatMegabytes(MAX_RENDER_BODY_BYTES);

  return async function POST(request: Request): Promise<Response> {
    // Only the panel's own viewer asks: another site's form must not spend the server's CPU on the reader's session.
    if (isCrossSiteRequest(request.headers)) return detail(403, tProxy("crossSite"));
    const token = sessionToken(request.headers);
    const verdict = token ? await verifySession(token) : "refused";
    if (verdict === "refused") return detail(401, t("unauthenticated"), { "www-authenticate": "Bearer" });
    if (verdict === "unavailable") return detail(503, t("unavailable"));
    const text = await readBody(request, MAX_RENDER_BODY_BYTES);
    if (text === null) return detail(413, t("tooLarge", { max: maxMegabytes }));
    const parsed = safeParse(renderRequestSchema, parseJson(text));
    if (!parsed.success) return detail(422, t("invalidBody"));
    try {
      const html = renderArticleHtml(parsed.data.markdown, affiliateClassName);
      return Response.json({ html }, { headers: NO_STORE });
    } catch (error) {
      console.error("[product-content] render failed:", (error as Error).message);
      return detail(500, t("failed"));
    }
  };
}
