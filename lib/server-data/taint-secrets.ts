import "server-only";
// A backstop behind the pages' picks: secret values the server reads are tainted (React's taint API,
// on with `experimental.taint` in next.config.mjs), so a page that ever hands one to a client
// component fails loudly instead of putting it in the HTML.
import * as React from "react";

/**
 * Field names whose values are credentials wherever they appear in an upstream's answer, compared
 * without case, `_` or `-`: `client_secret`, `clientSecret` and `CLIENT_SECRET` (a generated site's
 * environment) are one name. `envText` is a whole `.env` file with the site's credentials in it.
 */
export const SECRET_FIELD_NAMES: ReadonlySet<string> = new Set(
  [
    "client_secret",
    "api_client_secret",
    "external_api_key",
    "dashboard_api_key",
    "api_key",
    "access_token",
    "refresh_token",
    "password",
    "hashed_password",
    "secret",
    "env_text",
  ].map(fieldKey),
);

function fieldKey(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, "");
}

export type Taint = (message: string, lifetime: object, value: string) => void;

const MESSAGE = "A credential read on the server must not be passed to the browser; reveal it through the proxy on request.";

// Present only in React's experimental server build, which `experimental.taint` selects.
const reactTaint = (React as unknown as { experimental_taintUniqueValue?: Taint }).experimental_taintUniqueValue;

/**
 * What a request's taints live as long as: one object per request, kept by React's per-request cache
 * until the page has rendered. An answer's parsed body would not do (it is dropped once its read
 * returns, while the page still renders the values), nor would a module-level object (each taint
 * would stay registered for good).
 */
export const requestLifetime: () => object = React.cache(() => ({}));

/** Taints every secret value in `value` for as long as `lifetime` lives. */
export function taintSecretValues(value: unknown, lifetime: object, taint: Taint | undefined = reactTaint): void {
  if (!taint) return;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    for (const [key, field] of Object.entries(node)) {
      if (SECRET_FIELD_NAMES.has(fieldKey(key)) && typeof field === "string" && field !== "") taint(MESSAGE, lifetime, field);
      else walk(field);
    }
  };
  walk(value);
}

/** Taints one value known to be a credential (the session's token). */
export function taintSecret(value: string, lifetime: object, taint: Taint | undefined = reactTaint): void {
  if (taint && value) taint(MESSAGE, lifetime, value);
}
