// A store for @fastify/rate-limit that counts sign-in attempts (the route counts each one before checking its
// password) and forgets a key when its user signs in, so that only failures stay counted.
// The plugin's own stores cannot forget one key, hence this one. A window starts at the first failure.
// On PostgreSQL the counts live in the database, so that every instance behind a load balancer refuses alike.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/database";
import { countSignInAttempt, forgetSignInFailures } from "../repos/sign-in-failures-repo";

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
      answer(countSignInAttempt(db, key, timeWindow), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return { Store, forget: (key) => forgetSignInFailures(db, key) };
}
