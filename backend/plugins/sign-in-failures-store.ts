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

/** Attempts per key, each key in a window that starts at its first attempt. */
class Counts {
  private readonly entries = new Map<string, Entry>();

  /** `capacity` bounds the keys kept (the oldest goes first), so a flood of usernames cannot grow it forever. */
  constructor(private readonly capacity = 10_000) {}

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.start + timeWindow <= now) {
      this.entries.delete(key);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
      entry = { count: 0, start: now };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.start + timeWindow - now };
  }

  /** Takes a count from elsewhere (the database) as the key's own, its window ending in `ttl` ms. */
  set(key: string, counted: { current: number; ttl: number }, timeWindow: number): void {
    this.entries.delete(key);
    this.entries.set(key, { count: counted.current, start: Date.now() + counted.ttl - timeWindow });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}

function memoryStore(): SignInFailures {
  const counts = new Counts();

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, counts.incr(key, timeWindow));
    }

    /** Every limiter of the sign-in route shares the one set of counts. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return { Store, forget: async (key) => counts.forget(key) };
}

/**
 * The same counts in the sign_in_failures table, timed by the database's clock (the instances' may differ).
 * This instance keeps the database's last count per key plus its own attempts since: once that passes the
 * limit, so has the database's, and the attempt is refused without a round trip, so that a flood neither loads
 * the database nor queues other sign-ins behind it in the pool. Each answer of the database replaces the
 * copy, so a key forgotten by another instance is not refused here for long.
 */
function databaseStore(db: Database): SignInFailures {
  const seenHere = new Counts();
  const answer = (promise: Promise<{ current: number; ttl: number }>, callback: Callback) =>
    promise.then((result) => callback(null, result), (err: Error) => callback(err));

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const here = seenHere.incr(key, timeWindow);
      if (here.current > max) callback(null, here);
      else answer(countSignInAttempt(db, key, timeWindow).then((counted) => (seenHere.set(key, counted, timeWindow), counted)), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return {
    Store,
    forget: async (key) => {
      seenHere.forget(key);
      await forgetSignInFailures(db, key);
    },
  };
}
