import type { FastifyBaseLogger } from "fastify";
import type { BackendConfig } from "./config";
import type { Database } from "./db/database";
import type { Realtime } from "./realtime";
import type { GenerationQueue } from "./pipelines/generation-queue";
import type { AutomationRunner } from "./pipelines/automation-runner";
import type { FaultInjector } from "./faults";

/** Everything route modules and pipelines share. */
export interface AppContext {
  config: BackendConfig;
  db: Database;
  realtime: Realtime;
  generation: GenerationQueue;
  automation: AutomationRunner;
  faults: FaultInjector;
  jwtKey: Uint8Array;
  startedAt: number;
  log: FastifyBaseLogger;
}

export interface UserPrincipal {
  kind: "user";
  userId: number;
  username: string;
  /** The session token's id: signing out revokes it. */
  tokenId: string;
}
export interface ClientPrincipal {
  kind: "client";
  apiClientId: number;
  clientId: string;
  scopes: string[];
  /** The niche the client belongs to, the only one it sees; null for a client of the admin's. */
  nicheId: number | null;
}
export type Principal = UserPrincipal | ClientPrincipal;
