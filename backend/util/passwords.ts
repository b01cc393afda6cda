// scrypt password / secret hashing (node:crypto). Format: scrypt$N$r$p$saltB64$hashB64.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { FairTurns } from "./fair-turns";

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/**
 * At most two scrypt runs at once: each holds one of libuv's four pool threads (and a core) for tens of ms. A burst of
 * them waits here instead of taking every thread and core from file reads and the event loop.
 */
const turns = new FairTurns(2);

function scrypt(secret: string, salt: Buffer, options: ScryptOptions, turnKey = ""): Promise<Buffer> {
  return turns.run(
    turnKey,
    () => new Promise((resolve, reject) => scryptCb(secret, salt, KEYLEN, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(secret, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** `turnKey` names who asks (a client address): each one waits its turn behind other askers, not behind all. */
export async function verifySecret(secret: string, stored: string, turnKey = ""): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, "base64");
  const actual = await scrypt(secret, Buffer.from(saltB64, "base64"), { N: Number(n), r: Number(r), p: Number(p) }, turnKey);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
