// HMAC-SHA256 hashes of random, high-entropy secrets. Format: hmac-sha256$hashB64url.
import { createHmac, timingSafeEqual } from "node:crypto";

const PREFIX = "hmac-sha256$";

const digest = (key: Uint8Array, secret: string) => createHmac("sha256", key).update(secret).digest();

export function keyedHash(key: Uint8Array, secret: string): string {
  return PREFIX + digest(key, secret).toString("base64url");
}

export const isKeyedHash = (stored: string) => stored.startsWith(PREFIX);

export function verifyKeyedHash(key: Uint8Array, secret: string, stored: string): boolean {
  const expected = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const actual = digest(key, secret);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
