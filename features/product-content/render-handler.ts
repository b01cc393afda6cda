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
import { declaresTooLarge } from "@/lib/proxy/proxy-body-limit";
import { readCapped } from "@/lib/proxy/proxy-error-body";
import messages from "@/messages/es.json";
import type { RenderOptions } from "./render-markdown";
import { createRenderPool, type RenderOutcome, type RenderPool } from "./render-pool";
import { spawnRenderWorker } from "./render-worker-spawn";
import { renderRequestSchema } from "./schemas";
import { versionHtmlCache, type ContentVersionKey } from "./version-html-cache";

/**
 * The largest article rendered, in UTF-8 bytes. Generated articles weigh 3 to 40 kB; a quarter of
 * a MB leaves room for a long hand-edited guide, and renders in about 2.5 s on a shared 2-core machine.
 */
export const MAX_ARTICLE_BYTES = 256 * 1024;
/** JSON escaping (quotes, newlines) at most doubles an article's text on its way here. */
export const MAX_RENDER_BODY_BYTES = 2 * MAX_ARTICLE_BYTES;
/** Twice what an article at the cap takes: past it the text is crafted, not long. */
export const RENDER_BUDGET_MS = 5_000;
/** Renders that may wait for the worker; more answer "busy" at once (each holds up to a cap of text). */
const MAX_WAITING_RENDERS = 16;
/** A minute without articles ends the worker; the next one starts it again in a few hundred ms. */
const WORKER_IDLE_MS = 60_000;

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

export type ArticleRenderer = (markdown: string, options: RenderOptions) => Promise<RenderOutcome>;
export type ArticleOutcome = RenderOutcome | { status: "tooLarge" };

// One pool per process, started on the first render. The page and the route each bundle their own
// copy of this module (and a dev reload evaluates it again): a global key gives them one worker.
const POOL_KEY = Symbol.for("afiliados-admin.product-content.render-pool");
const poolRenderer: ArticleRenderer = (markdown, options) => {
  const scope = globalThis as unknown as Record<symbol, RenderPool | undefined>;
  scope[POOL_KEY] ??= createRenderPool({
    spawn: spawnRenderWorker,
    budgetMs: RENDER_BUDGET_MS,
    maxWaitMs: RENDER_BUDGET_MS,
    maxWaiting: MAX_WAITING_RENDERS,
    idleMs: WORKER_IDLE_MS,
  });
  return scope[POOL_KEY].render(markdown, options);
};

export interface RenderHandlerOptions {
  /** Classes of an affiliate link (the panel's small button), from the UI layer. */
  affiliateClassName: string;
  /** Whether the upstream still accepts a session token; by default its users/me, briefly cached. */
  verifySession?: (token: string) => Promise<SessionVerdict>;
  /** Renders off the request thread within a time budget; by default the process's worker pool. */
  render?: ArticleRenderer;
}

/** The article's sanitized HTML, as the viewer shows it: the route below and the page's first render share it. */
export function renderArticleHtml(markdown: string, affiliateClassName: string, render: ArticleRenderer = poolRenderer): Promise<ArticleOutcome> {
  if (Buffer.byteLength(markdown) > MAX_ARTICLE_BYTES) return Promise.resolve({ status: "tooLarge" });
  // The back label stays a template: the pipeline fills {n} per note.
  const footnoteLabels = { label: tContent("footnotes.label"), backLabel: tContent("footnotes.backLabel", { n: "{n}" }) };
  return render(markdown, { footnoteLabels, affiliateClassName, insecureImageLabel: tContent("insecureImage") });
}

// One cache per link class; the panel has one.
const versionCaches = new Map<string, (key: ContentVersionKey, markdown: string) => Promise<string>>();

/**
 * A stored version's HTML: rendered on its first load in this process, then reused (versions never
 * change). Rejects when it cannot be rendered; the browser then asks the route, which says why.
 */
export function renderVersionHtml(key: ContentVersionKey, markdown: string, affiliateClassName: string): Promise<string> {
  let htmlOf = versionCaches.get(affiliateClassName);
  if (!htmlOf) {
    htmlOf = versionHtmlCache(async (text) => {
      const outcome = await renderArticleHtml(text, affiliateClassName);
      if (outcome.status !== "rendered") throw new Error(`not rendered (${outcome.status === "failed" ? outcome.reason : outcome.status})`);
      return outcome.html;
    });
    versionCaches.set(affiliateClassName, htmlOf);
  }
  return htmlOf(key, markdown);
}

export function createRenderHandler({ affiliateClassName, verifySession = serverSessionVerifier(), render = poolRenderer }: RenderHandlerOptions) {
  const tooLarge = t("tooLarge", { max: MAX_ARTICLE_BYTES / 1024 });

  return async function POST(request: Request): Promise<Response> {
    // Only the panel's own viewer asks: another site's form must not spend the server's CPU on the reader's session.
    if (isCrossSiteRequest(request.headers)) return detail(403, tProxy("crossSite"));
    const token = sessionToken(request.headers);
    const verdict = token ? await verifySession(token) : "refused";
    if (verdict === "refused") return detail(401, t("unauthenticated"), { "www-authenticate": "Bearer" });
    if (verdict === "unavailable") return detail(503, t("unavailable"));
    const text = await readBody(request, MAX_RENDER_BODY_BYTES);
    if (text === null) return detail(413, tooLarge);
    const parsed = safeParse(renderRequestSchema, parseJson(text));
    if (!parsed.success) return detail(422, t("invalidBody"));
    const outcome = await renderArticleHtml(parsed.data.markdown, affiliateClassName, render);
    switch (outcome.status) {
      case "rendered":
        return Response.json({ html: outcome.html }, { headers: NO_STORE });
      case "tooLarge":
        return detail(413, tooLarge);
      case "tooSlow":
        return detail(422, t("tooSlow"));
      case "busy":
        return detail(503, t("busy"), { "retry-after": String(RENDER_BUDGET_MS / 1000) });
      case "failed":
        console.error("[product-content] render failed:", outcome.reason);
        return detail(500, t("failed"));
    }
  };
}
