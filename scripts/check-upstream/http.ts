// The check's HTTP calls: one attempt each, a bounded wait, the answer read as JSON when it is JSON.
// Redirects are followed, as the panel's proxy follows FastAPI's trailing-slash 307 for the browser.
const TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  body: unknown;
  /** The answer's media type, to tell a JSON error from an HTML page. */
  contentType: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
}

/** Calls `url`; a network failure (refused, timed out) rejects with the reason in Spanish. */
export async function call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = (error as Error).name === "TimeoutError" ? `sin respuesta en ${TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? String(error));
    throw new Error(`${method} ${url} no responde (${reason})`);
  }
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  let parsed: unknown = text;
  if (contentType.includes("json")) {
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // kept as text: the caller says it is not JSON
    }
  }
  return { status: response.status, body: parsed, contentType };
}

export function isJson(answer: Answer): boolean {
  return answer.contentType.includes("json") && typeof answer.body !== "string";
}
