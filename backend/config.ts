import { isIP } from "node:net";
import path from "node:path";
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_REALTIME_POOL_SIZE } from "./db/pg-connections";
import { pgBossNodeProblem } from "./queue/pg-boss-node";
import type { BreakerSettings } from "./pipelines/circuit-breaker";

export interface BackendConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite: database, uploads, JWT secret). */
  dataDir: string;
  /** PostgreSQL shared by several instances; without it the data lives in PGlite under dataDir. */
  databaseUrl?: string;
  /** HS256 secret; when absent one is generated once and kept in dataDir (PGlite) or in the database (PostgreSQL). */
  jwtSecret?: string;
  admin: { username: string; password: string; email: string };
  /** Delay of each pipeline step (product generation and niche automation). */
  pipelineStepMs: number;
  /** What generated site URLs start with. */
  publicBaseUrl: string;
  /** Seed demo data when the database is empty. */
  seedDemo: boolean;
  /** Enables the test hooks (fault injection, reset: lib/contract/test-hooks.ts). */
  testHooks: boolean;
  /** When set, every test-hook call must carry it in `x-test-hooks-token` (required in production). */
  testHooksToken?: string;
  /**
   * Browser origins granted cross-origin (credentialed) access to Socket.IO. Empty by default: the
   * panel proxies /socket.io/ on its own origin, so no other site needs it.
   */
  allowedOrigins: string[];
  /**
   * Peers whose X-Forwarded-For names the client (the sign-in throttle counts per client address): loopback,
   * where `npm start` runs the panel, which sets it to the browser's address, plus BACKEND_TRUSTED_PROXIES.
   * Anyone else's claim is ignored, so a client talking to the backend directly cannot pick its address.
   */
  trustedProxies: string[];
  /** Who writes product articles and niche site copy (content-writer/writer.ts). */
  contentWriter: ContentWriterConfig;
  /** Concurrency of the product generation queue. */
  generationConcurrency: number;
  /** When product generation stops calling the model, the products waiting as pending. */
  generationPause: {
    /** Tokens the stored versions of a calendar month (UTC) may add up to; none: no limit. */
    monthlyTokenBudget?: number;
    /** A model that fails every call the same way (key, model, quota, network). */
    breaker: BreakerSettings;
  };
  /** PostgreSQL connections of the query and Socket.IO pools (the queue's: queue-settings.ts); unused on PGlite. */
  poolSizes: { database: number; realtime: number };
  /** Fastify logger: false, or a pino level. */
  logLevel: string | false;
  version: string;
  /** NODE_ENV=production: an answer that does not match the contract is logged, not refused. */
  production: boolean;
}

export type ContentWriterConfig =
  | { kind: "template" }
  | {
      kind: "openai";
      /** Chat completions base, e.g. https://api.openai.com/v1 (a query such as Azure's api-version is kept). */
      baseUrl: string;
      /** A function, so that logging or serializing the config never prints the key. */
      apiKey: () => string | undefined;
      model: string;
      /** Budget of one write, waits for a 429's Retry-After included. */
      timeoutMs: number;
      /** Model calls at once on this instance. */
      concurrency: number;
      /** Most tokens one answer may hold (`max_tokens`); an answer cut by it fails rather than storing half an article. */
      maxTokens: number;
    };

/** Room for a full article (about 1,500 words of JSON-wrapped markdown) with a margin. */
const DEFAULT_MAX_TOKENS = 4000;

function contentWriter(env: Record<string, string | undefined>): ContentWriterConfig {
  const kind = (env.CONTENT_WRITER ?? "").trim().toLowerCase() || "template";
  if (kind === "template") return { kind };
  if (kind !== "openai") throw new Error(`CONTENT_WRITER debe ser "template" u "openai" (recibido: ${env.CONTENT_WRITER})`);
  const baseUrl = (env.OPENAI_BASE_URL?.trim() || "https://api.openai.com/v1").replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`OPENAI_BASE_URL no es una URL válida: ${baseUrl}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`OPENAI_BASE_URL debe empezar por http:// o https:// (recibido: ${baseUrl})`);
  if (url.username || url.password) throw new Error("OPENAI_BASE_URL no puede llevar credenciales: usa OPENAI_API_KEY");
  const model = env.CONTENT_MODEL?.trim();
  if (!model) throw new Error("CONTENT_WRITER=openai necesita CONTENT_MODEL (p. ej. gpt-4o-mini, o llama3.1 en Ollama)");
  const key = env.OPENAI_API_KEY?.trim() || undefined;
  // The hosted services refuse every call without a key: better to say so at start-up than on each product.
  if (!key && /(^|\.)(openai\.com|openai\.azure\.com|openrouter\.ai)$/.test(url.hostname)) {
    throw new Error(`CONTENT_WRITER=openai con ${url.hostname} necesita OPENAI_API_KEY`);
  }
  return {
    kind,
    baseUrl,
    apiKey: () => key,
    model,
    timeoutMs: int("CONTENT_WRITER_TIMEOUT_MS", env.CONTENT_WRITER_TIMEOUT_MS, 120_000, 1000),
    concurrency: int("CONTENT_WRITER_CONCURRENCY", env.CONTENT_WRITER_CONCURRENCY, 2, 1),
    maxTokens: int("CONTENT_MAX_TOKENS", env.CONTENT_MAX_TOKENS, DEFAULT_MAX_TOKENS, 100),
  };
}

/** The breaker's longest window: a fixed model is noticed within it. */
const MAX_BREAKER_PAUSE_MS = 15 * 60_000;

function generationPause(env: Record<string, string | undefined>): BackendConfig["generationPause"] {
  const budget = env.CONTENT_TOKEN_BUDGET_MONTHLY;
  return {
    ...(budget ? { monthlyTokenBudget: int("CONTENT_TOKEN_BUDGET_MONTHLY", budget, 0, 1) } : {}),
    breaker: {
      failures: int("CONTENT_BREAKER_FAILURES", env.CONTENT_BREAKER_FAILURES, 3, 1),
      pauseMs: int("CONTENT_BREAKER_PAUSE_SECONDS", env.CONTENT_BREAKER_PAUSE_SECONDS, 30, 1) * 1000,
      maxPauseMs: MAX_BREAKER_PAUSE_MS,
    },
  };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.trim().toLowerCase());
}

function origins(value: string | undefined): string[] {
  const list = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of list) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (!url || url.origin !== entry.replace(/\/+$/, "") || url.origin === "null") {
      throw new Error(`ALLOWED_ORIGINS: ${entry} no es un origen (esquema://host[:puerto])`);
    }
  }
  return list.map((entry) => entry.replace(/\/+$/, ""));
}

const LOOPBACK = ["127.0.0.1", "::1"];

function proxies(value: string | undefined): string[] {
  const list = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || extra !== undefined) {
      throw new Error(`BACKEND_TRUSTED_PROXIES: ${entry} no es una dirección IP ni un rango CIDR`);
    }
  }
  return [...LOOPBACK, ...list];
}

function int(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} debe ser un entero >= ${min} (recibido: ${value})`);
  return n;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<BackendConfig> = {}): BackendConfig {
  // BACKEND_PORT as `npm start` names it; PORT as platforms that start the backend alone set it.
  const port = overrides.port ?? (env.BACKEND_PORT ? int("BACKEND_PORT", env.BACKEND_PORT, 8000) : int("PORT", env.PORT, 8000));
  const publicBaseUrl = (overrides.publicBaseUrl ?? env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  try {
    new URL(publicBaseUrl);
  } catch {
    throw new Error(`PUBLIC_BASE_URL no es una URL válida: ${publicBaseUrl}`);
  }
  const nodeProblem = env.DATABASE_URL ? pgBossNodeProblem() : null;
  if (nodeProblem) throw new Error(nodeProblem);
  const base: BackendConfig = {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    admin: {
      username: env.ADMIN_USERNAME || "admin",
      password: env.ADMIN_PASSWORD || "admin123",
      email: env.ADMIN_EMAIL || "admin@example.com",
    },
    pipelineStepMs: int("PIPELINE_STEP_MS", env.PIPELINE_STEP_MS, 1500),
    publicBaseUrl,
    seedDemo: flag(env.SEED_DEMO, true),
    testHooks: flag(env.TEST_HOOKS, false),
    testHooksToken: env.TEST_HOOKS_TOKEN || undefined,
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    trustedProxies: proxies(env.BACKEND_TRUSTED_PROXIES),
    contentWriter: contentWriter(env),
    generationConcurrency: int("GENERATION_CONCURRENCY", env.GENERATION_CONCURRENCY, 2, 1),
    generationPause: generationPause(env),
    poolSizes: {
      database: int("DATABASE_POOL_SIZE", env.DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_SIZE, 2),
      realtime: int("REALTIME_POOL_SIZE", env.REALTIME_POOL_SIZE, DEFAULT_REALTIME_POOL_SIZE, 1),
    },
    logLevel: env.LOG_LEVEL === "silent" ? false : env.LOG_LEVEL || "warn",
    version: env.npm_package_version || "0.1.0",
    production: env.NODE_ENV === "production",
  };
  const merged = { ...base, ...overrides, publicBaseUrl };
  // Test hooks inject faults and write content without a session: never in production unless locked.
  if (merged.testHooks && merged.production && !merged.testHooksToken) {
    throw new Error("TEST_HOOKS no se puede activar con NODE_ENV=production sin TEST_HOOKS_TOKEN");
  }
  merged.dataDir = path.resolve(merged.dataDir);
  return merged;
}
