// What the check must never print: the operator's password, the tokens it is given, and every value
// an upstream answers under a secret-looking name (API keys, client secrets). Upstreams echo their
// input in errors (pydantic's `input`), so answers are masked before any of it reaches a message.
export const MASK = "[oculto]";

/** `password`, `access_token`, `client_secret`, `external_api_key`, `key`; not `token_type` nor `keywords`. */
const SECRET_NAME = /(^|[_-])(password|passwd|pwd|secret|token|key|apikey|credentials?|authorization|cookie)$/i;

/** Shorter values under a secret name are flags or placeholders, and shorter secrets are masked only as whole words. */
const MIN_COLLECTED = 6;

export class Secrets {
  private readonly known = new Set<string>();

  /** Masks `value` from now on, in every spelling an upstream may echo it in. */
  add(value: string): void {
    if (!value) return;
    for (const spelling of [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]) {
      this.known.add(spelling);
    }
  }

  /** Remembers the values an answer holds under secret names (a created API key, a client secret). */
  collect(value: unknown): void {
    walk(value, (name, leaf) => {
      if (SECRET_NAME.test(name) && typeof leaf === "string" && leaf.length >= MIN_COLLECTED) this.add(leaf);
    });
  }

  maskText(text: string): string {
    // Longest first, so a secret that contains another is masked whole.
    let masked = text;
    for (const secret of [...this.known].sort((a, b) => b.length - a.length)) {
      // A short secret is masked where it stands alone, not inside every word that holds its letters.
      masked = secret.length >= MIN_COLLECTED ? masked.split(secret).join(MASK) : masked.replace(alone(secret), MASK);
    }
    return masked;
  }

  /** A copy of `value` fit to quote: secret-named fields and known secrets masked, types kept. */
  maskValue(value: unknown, name = ""): unknown {
    if (typeof value === "string") return SECRET_NAME.test(name) && value ? MASK : this.maskText(value);
    if (Array.isArray(value)) return value.map((item) => this.maskValue(item, name));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [this.maskText(key), this.maskValue(item, key)]));
    }
    return value;
  }
}

const alone = (secret: string) => new RegExp(`(?<![\\p{L}\\p{N}])${secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "gu");

function walk(value: unknown, visit: (name: string, leaf: unknown) => void, name = ""): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit, name);
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, visit, key);
  else visit(name, value);
}
