// The masking every printed text goes through: the password in each spelling an upstream may echo
// it in, values under secret names, and short secrets only where they stand alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { MASK, Secrets } from "../../contract-tools/conformance/secrets";

test("a secret is masked raw, form-encoded, URL-encoded and JSON-escaped", () => {
  const secrets = new Secrets();
  const password = 'p@ss wörd"1';
  secrets.add(password);
  const echoes = [password, new URLSearchParams({ password }).toString(), encodeURIComponent(password), JSON.stringify({ password })];
  for (const echo of echoes) assert.ok(!secrets.maskText(`eco: ${echo}`).includes("ss w"), echo);
  assert.equal(secrets.maskText(`eco: ${password}.`), `eco: ${MASK}.`);
});

test("values under secret names are masked in quotes, types kept; others are not", () => {
  const secrets = new Secrets();
  const body = { access_token: "abc.def.ghi", token_type: "bearer", key: "ak_0123456789", keywords: "cocina", client_secret: "s3cr3t-value", items: [{ password: "x" }], count: 3 };
  assert.deepEqual(secrets.maskValue(body), { access_token: MASK, token_type: "bearer", key: MASK, keywords: "cocina", client_secret: MASK, items: [{ password: MASK }], count: 3 });
  // Remembered, so that they are masked wherever else they appear.
  secrets.collect(body);
  assert.equal(secrets.maskText("DELETE /wrapper/auth/api-keys/ak_0123456789 y s3cr3t-value"), `DELETE /wrapper/auth/api-keys/${MASK} y ${MASK}`);
  assert.equal(secrets.maskText("bearer cocina"), "bearer cocina");
});

test("a short secret is masked where it stands alone, not inside words", () => {
  const secrets = new Secrets();
  secrets.add("x1");
  assert.equal(secrets.maskText('conexión x1y "password":"x1" password=x1'), `conexión x1y "password":"${MASK}" password=${MASK}`);
});

test("a secret is masked in base64 and base64url at every byte offset, in a Basic header, in hex and as ASCII-only JSON", () => {
  const secrets = new Secrets();
  const password = "clave-Ω-hostil 7f3a";
  secrets.add(password);
  const base64 = (text: string) => Buffer.from(text).toString("base64");
  const echoes = [
    ...["", "a", "ab"].flatMap((before) => [base64(`${before}${password}!`), Buffer.from(`${before}${password}`).toString("base64url")]),
    `Basic ${base64(`operadora:${password}`)}`,
    `/x/${base64(password)}`,
    base64(new URLSearchParams({ username: "operadora", password }).toString()),
    Buffer.from(password).toString("hex"),
    Buffer.from(password).toString("hex").toUpperCase(),
    "clave-\\u03a9-hostil 7f3a",
  ];
  for (const echo of echoes) assert.equal(secrets.maskText(`eco: ${echo}.`), `eco: ${echo.startsWith("Basic") ? "Basic " : ""}${MASK}.`, echo);
  // Text that only looks like base64 stays.
  assert.equal(secrets.maskText("GET /api/v1/niches/?skip=0&limit=100 Y2xhdmUtb3RyYQ"), "GET /api/v1/niches/?skip=0&limit=100 Y2xhdmUtb3RyYQ");
});

test("a short secret is masked in base64 only as the whole run or after a Basic header's user", () => {
  const secrets = new Secrets();
  secrets.add("x1");
  const base64 = (text: string) => Buffer.from(text).toString("base64");
  assert.equal(secrets.maskText(`Basic ${base64("u:x1")} ${base64("x1")} ${base64("x1y")}`), `Basic ${MASK} ${MASK} ${base64("x1y")}`);
});
