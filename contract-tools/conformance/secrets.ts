// What the check must never print: the operator's password, the tokens it is given, and every value
// an upstream answers under a secret-looking name (API keys, client secrets). Upstreams echo their
// input in errors (pydantic's `input`), so answers are masked before any of it reaches a message.
export const MASK = "[oculto]";

/** `password`, `access_token`, `client_secret`, `external_api_key`, `key`; not `token_type` nor `keywords`. */
const SECRET_NAME = /(^|[_-])(password|passwd|pwd|secret|token|key|apikey|credentials?|authorization|cookie)$/i;

/** Shorter values under a secret name are flags or placeholders, and shorter secrets are masked only as whole words. */
const MIN_COLLECTED = 6;

export class Secrets {
  /** The spellings' bytes, sought in what base64 runs decode to (an echoed form body, a Basic header). */
  private readonly encoded: Buffer[] = [];
  /** Every spelling sought as it stands, longest first, so that a secret that contains another is masked whole. */
  private readonly known: string[] = [];
  /** Runs of base64 signs long enough to hold the shortest spelling; none until a secret is added. */
  private base64Run?: RegExp;

  /** Masks `value` from now on, in every spelling an upstream may echo it in. */
  add(value: string): void {
    if (!value) return;
    for (const spelling of spellingsOf(value)) {
      if (this.known.includes(spelling)) continue;
      this.known.push(spelling);
      this.encoded.push(Buffer.from(spelling));
    }
    this.known.sort((a, b) => b.length - a.length);
    const shortest = Math.min(...this.encoded.map((bytes) => Math.ceil((bytes.length * 4) / 3)));
    this.base64Run = new RegExp(`[A-Za-z0-9+/_-]{${shortest},}={0,2}`, "g");
  }

  /** Remembers the values an answer holds under secret names (a created API key, a client secret). */
  collect(value: unknown): void {
    walk(value, (name, leaf) => {
      if (SECRET_NAME.test(name) && typeof leaf === "string" && leaf.length >= MIN_COLLECTED) this.add(leaf);
    });
  }

  maskText(text: string): string {
    let masked = text;
    for (const secret of this.known) {
      if (!masked.includes(secret)) continue;
      // A short secret is masked where it stands alone, not inside every word that holds its letters.
      masked = secret.length >= MIN_COLLECTED ? masked.split(secret).join(MASK) : masked.replace(alone(secret), MASK);
    }
    // In base64 a secret spells differently at each of three byte offsets (a Basic header's
    // `user:password`): runs that may be base64 are decoded, from each of their first four characters
    // in case one starts mid-stream, and searched.
    return this.base64Run ? masked.replace(this.base64Run, (run) => (this.inBase64(run) ? MASK : run)) : masked;
  }

  private inBase64(run: string): boolean {
    for (let start = 0; start < 4 && start < run.length; start++) {
      // Node reads the base64url alphabet too.
      const decoded = Buffer.from(run.slice(start), "base64");
      if (this.encoded.some((secret) => holds(decoded, secret))) return true;
    }
    return false;
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

/** As it stands, JSON-escaped (also as Python's ASCII-only JSON writes it), URL- and form-encoded, and hex. */
function spellingsOf(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const hex = Buffer.from(value).toString("hex");
  return [
    value,
    json,
    json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    hex,
    hex.toUpperCase(),
  ];
}

/** Decoded base64 holds a secret: anywhere, or for a short one, as the whole of it or after a Basic header's `user:`. */
function holds(decoded: Buffer, secret: Buffer): boolean {
  if (secret.length >= MIN_COLLECTED) return decoded.includes(secret);
  if (decoded.length < secret.length) return false;
  const tail = decoded.subarray(decoded.length - secret.length);
  return tail.equals(secret) && (decoded.length === secret.length || decoded[decoded.length - secret.length - 1] === COLON);
}

const COLON = 0x3a;

const alone = (secret: string) => new RegExp(`(?<![\\p{L}\\p{N}])${secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "gu");

function walk(value: unknown, visit: (name: string, leaf: unknown) => void, name = ""): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit, name);
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, visit, key);
  else visit(name, value);
}
