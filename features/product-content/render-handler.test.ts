/**
 * @jest-environment node
 */
import type { SessionVerdict } from "@/lib/session/session-verifier";
import { SESSION_COOKIE } from "@/lib/session/storage-keys";
import { createRenderHandler, MAX_ARTICLE_BYTES, MAX_RENDER_BODY_BYTES, type ArticleRenderer } from "./render-handler";
import { createRenderPool } from "./render-pool";
import { spawnTsxRenderWorker } from "@/tests/support/render-worker-harness";

jest.mock("server-only", () => ({}));
// A worker compiling its TypeScript starts in a second or two; a hostile article then spends its budget.
jest.setTimeout(60_000);

// The upstream accepts only "token-1"; "down" stands for an upstream that cannot be reached.
const verifySession = jest.fn(async (token: string): Promise<SessionVerdict> => (token === "token-1" ? "valid" : token === "down" ? "unavailable" : "refused"));
const BUDGET_MS = 1_000;
const pool = createRenderPool({ spawn: spawnTsxRenderWorker, budgetMs: BUDGET_MS, maxWaitMs: 20_000, maxWaiting: 4, idleMs: 60_000 });
afterAll(() => pool.close());
const POST = createRenderHandler({ affiliateClassName: "boton afiliado", verifySession, render: pool.render });
const URL = "http://panel.test/product-content/render";
const SIGNED_IN = { cookie: `${SESSION_COOKIE}=token-1`, "content-type": "application/json" };

function post(body: BodyInit, headers: Record<string, string> = SIGNED_IN): Promise<Response> {
  return POST(new Request(URL, { method: "POST", headers, body, duplex: "half" } as RequestInit));
}

describe("POST /product-content/render", () => {
  it("refuses a call without the session with 401", async () => {
    const response = await post(JSON.stringify({ markdown: "# Hola" }), { "content-type": "application/json" });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(await response.json()).toEqual({ detail: "No has iniciado sesión." });
  });

  it("refuses a form another site posts with the reader's cookie, before spending anything on it", async () => {
    verifySession.mockClear();
    const response = await post(JSON.stringify({ markdown: "# Hola" }), { ...SIGNED_IN, "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(verifySession).not.toHaveBeenCalled();
    const own = await post(JSON.stringify({ markdown: "# Hola" }), { ...SIGNED_IN, "sec-fetch-site": "same-origin", host: "panel.test" });
    expect(own.status).toBe(200);
  });

  it("refuses a forged or signed-out session cookie with 401, and says so when it cannot be checked", async () => {
    const forged = await post(JSON.stringify({ markdown: "# Hola" }), { ...SIGNED_IN, cookie: `${SESSION_COOKIE}=x` });
    expect(forged.status).toBe(401);
    expect(verifySession).toHaveBeenCalledWith("x");
    const down = await post(JSON.stringify({ markdown: "# Hola" }), { ...SIGNED_IN, cookie: `${SESSION_COOKIE}=down` });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: "No se pudo comprobar la sesión. Inténtalo de nuevo en unos segundos." });
  });

  it("returns the sanitized HTML with the viewer's ids, labels and link rules", async () => {
    const markdown = "# Guía\n\nTexto[^1] <img src=x onerror=alert(1)> [Comprar](https://amzn.to/x)\n\n[^1]: Nota";
    const response = await post(JSON.stringify({ markdown }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('<h1 id="user-content-guia">Guía</h1>');
    expect(html).not.toMatch(/onerror|<script/i);
    expect(html).toContain('class="boton afiliado"');
    expect(html).toContain("Notas");
    expect(html).toContain('aria-label="Volver a la referencia 1"');
  });

  it("refuses a body over the cap, declared or streamed", async () => {
    const declared = await post("{}", { ...SIGNED_IN, "content-length": String(MAX_RENDER_BODY_BYTES + 1) });
    expect(declared.status).toBe(413);
    const chunk = new Uint8Array(256 * 1024).fill(0x61);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_RENDER_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await post(stream);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { detail: string }).detail).toBe("El artículo supera el tamaño máximo que se puede mostrar (256 KB).");
  });

  it("refuses an article over the cap in UTF-8 bytes, though its body fits", async () => {
    const markdown = "ñ".repeat(MAX_ARTICLE_BYTES / 2 + 1);
    const response = await post(JSON.stringify({ markdown }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "El artículo supera el tamaño máximo que se puede mostrar (256 KB)." });
  });

  it("answers a hostile article in Spanish once its budget is spent, while other requests are answered at once", async () => {
    await post(JSON.stringify({ markdown: "calentamiento" }));
    const start = performance.now();
    // Emphasis runs the markdown parser resolves in quadratic time: about 20 s on the request thread.
    const hostile = post(JSON.stringify({ markdown: "*a_".repeat(8192) }));
    const other = await post(JSON.stringify({ markdown: "# Hola" }), { "content-type": "application/json" });
    const otherMs = performance.now() - start;
    expect(other.status).toBe(401);
    expect(otherMs).toBeLessThan(300);
    const response = await hostile;
    expect(performance.now() - start).toBeLessThan(BUDGET_MS + 1_000);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: "El formato del artículo es demasiado complejo para preparar su vista previa a tiempo. El texto sigue disponible en la pestaña Markdown.",
    });
  });

  it("asks to try again later when the renderer is busy, and hides a failure's cause", async () => {
    const busy: ArticleRenderer = async () => ({ status: "busy" });
    const response = await createRenderHandler({ affiliateClassName: "x", verifySession, render: busy })(
      new Request(URL, { method: "POST", headers: SIGNED_IN, body: JSON.stringify({ markdown: "# Hola" }) }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ detail: "El servidor está preparando otras vistas previas. Inténtalo de nuevo en unos segundos." });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const failing: ArticleRenderer = async () => ({ status: "failed", reason: "worker exited with code 1" });
    const failed = await createRenderHandler({ affiliateClassName: "x", verifySession, render: failing })(
      new Request(URL, { method: "POST", headers: SIGNED_IN, body: JSON.stringify({ markdown: "# Hola" }) }),
    );
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ detail: "Error al preparar la vista previa del contenido." });
    expect(error).toHaveBeenCalledWith("[product-content] render failed:", "worker exited with code 1");
    error.mockRestore();
  });

  it("refuses a malformed or misshapen body with 422", async () => {
    expect((await post("{no es json")).status).toBe(422);
    expect((await post(JSON.stringify({ markdown: 42 }))).status).toBe(422);
    expect((await post(JSON.stringify({}))).status).toBe(422);
  });
});
