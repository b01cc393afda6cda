import "server-only";
// A backstop behind the pages' picks: secret values the server reads are tainted (React's taint API,
// on with `experimental.taint` in next.config.mjs), so a page that ever hands one to a client
// component fails loudly instead of putting it in the HTML.
import * as React from "react";

/** Field names whose values are credentials wherever they appear in an upstream's answer. */
export const SECRET_FIELD_NAMES: ReadonlySet<string> = new Set([
  "client_secret",
  "external_api_key",
  "access_token",
  "refresh_token",
  "password",
  "hashed_password",
  "api_key",
  "secret",
]);

export type Taint = (message: string, lifetime: object, value: string) => void;

const MESSAGE = "A credential read on the server must not be passed to the browser; reveal it through the proxy on request.";

// Present only in React's experimental server build, which `experimental.taint` selects.
const reactTaint = (React as unknown as { experimental_taintUniqueValue?: Taint }).experimental_taintUniqueValue;

/** Taints every secret value in `value` for as long as `lifetime` lives. */
export function taintSecretValues(value: unknown, lifetime: object, taint: Taint | undefined = reactTaint): void {
  if (!taint) return;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    for (const [key, field] of Object.entries(node)) {
      if (SECRET_FIELD_NAMES.has(key) && typeof field === "string" && field !== "") taint(MESSAGE, lifetime, field);
      else walk(field);
    }
  };
  walk(value);
}

/** Taints one value known to be a credential (the session's token). */
export function taintSecret(value: string, lifetime: object, taint: Taint | undefined = reactTaint): void {
  if (taint && value) taint(MESSAGE, lifetime, value);
}
