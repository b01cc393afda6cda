// A store for @fastify/rate-limit that counts failed sign-ins only (the route increments it on a failure
// and peeks before trying) and forgets a key when its user signs in, so earlier typos stop counting.
// The plugin's own stores cannot forget one key, hence this one. A window starts at the first failure.
// On PostgreSQL the counts live in the database, so that every instance behind a load balancer refuses alike.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/database";
import { countSignInFailure, forgetSignInFailures, readSignInFailures } from "../repos/sign-in-failures-repo";

interface Entry {
  count: number;
  start: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface SignInFailures {
  /** Pass to the plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Drops the failures counted for `key`. */
  forget(key: string): Promise<void>;
}

/** The counts of this process (PGlite: one process owns the data) or of the database (PostgreSQL). */
export function signInFailuresStore(db: Database): SignInFailures {
  return db.kind === "postgres" ? databaseStore(db) : memoryStore();
}

/** `capacity` bounds the keys kept (the oldest goes first), so a flood of usernames cannot grow it forever. */
function memoryStore(capacity = 10_000): SignInFailures {
  const entries = new Map<string, Entry>();

  const live = (key: string, timeWindow: number, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.start + timeWindow > now) return entry;
    entries.delete(key);
    return undefined;
  };

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      let entry = live(key, timeWindow, now);
      if (!entry) {
        if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
        entry = { count: 0, start: now };
        entries.set(key, entry);
      }
      entry.count++;
      callback(null, { current: entry.count, ttl: entry.start + timeWindow - now });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const entry = live(key, timeWindow, now);
      callback(null, entry ? { current: entry.count, ttl: entry.start + timeWindow - now } : { current: 0, ttl: 0 });
    }

    /** Every limiter of the sign-in route shares the one set of counts. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return { Store, forget: async (key) => void entries.delete(key) };
}

/** The same counts in the sign_in_failures table, timed by the database's clock (the instances' may differ). */
function databaseStore(db: Database): SignInFailures {
  const answer = (promise: Promise<{ current: number; ttl: number }>, callback: Callback) =>
    promise.then((result) => callback(null, result), (err: Error) => callback(err));

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(countSignInFailure(db, key, timeWindow), callback);
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      answer(readSignInFailures(db, key, timeWindow), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return { Store, forget: (key) => forgetSignInFailures(db, key) };
}
