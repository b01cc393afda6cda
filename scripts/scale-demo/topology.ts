// Several backend instances on one throwaway PostgreSQL behind haproxy: shared by `npm run scale:demo`,
// the scale-out check of `npm test` and `npm run bench:scale`.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { postgresBinDir, startPgCluster, type PgCluster } from "../../backend/tests/support/pg-cluster";
import { healthContract } from "../../features/health/contract";
import { haproxyConfig, type LbServer } from "./haproxy-config";
import { startProcess, waitUntil, type LineSink, type Managed } from "./processes";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const TSX_CLI = path.join(PROJECT_ROOT, "node_modules", "tsx", "dist", "cli.mjs");

export function haproxyBin(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"].filter((dir) => dir.startsWith("/"));
  return dirs.map((dir) => path.join(dir, "haproxy")).find((file) => fs.existsSync(file));
}

/** What the topology needs and this machine lacks (Debian packages). */
export function missingPackages(): string[] {
  return [...(postgresBinDir() ? [] : ["postgresql"]), ...(haproxyBin() ? [] : ["haproxy"])];
}

export interface BackendInstance extends LbServer {
  url: string;
  dataDir: string;
  process: Managed;
}

export interface BackendOptions {
  name: string;
  port: number;
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  seedDemo: boolean;
  /** Extra environment (PIPELINE_STEP_MS, GENERATION_CONCURRENCY, ADMIN_PASSWORD...). */
  env?: Record<string, string>;
  sink?: LineSink;
}

async function healthy(url: string): Promise<boolean> {
  const response = await fetch(`${url}${healthContract.health.path}`, { signal: AbortSignal.timeout(2_000) });
  return response.ok;
}

/** `tsx backend/main.ts` with its own port and data folder on the shared database; resolves once it answers. */
export async function startBackend(options: BackendOptions): Promise<BackendInstance> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    // The backend reads BACKEND_PORT before PORT.
    BACKEND_PORT: String(options.port),
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seedDemo ? "true" : "false",
  };
  const child = startProcess(options.name, process.execPath, [TSX_CLI, "backend/main.ts"], { cwd: PROJECT_ROOT, env, sink: options.sink });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntil(`Instancia ${options.name} (${url})`, () => healthy(url), { timeoutMs: 90_000, process: child });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { name: options.name, port: options.port, url, dataDir: options.dataDir, process: child };
}

/** Debian's haproxy in the foreground with a generated configuration; resolves once it reaches every instance. */
export async function startHaproxy(options: { port: number; servers: LbServer[]; configDir: string; sink?: LineSink }): Promise<Managed> {
  const bin = haproxyBin();
  if (!bin) throw new Error("haproxy no está instalado (apt-get install -y haproxy)");
  fs.mkdirSync(options.configDir, { recursive: true });
  const configFile = path.join(options.configDir, "haproxy.cfg");
  fs.writeFileSync(configFile, haproxyConfig({ port: options.port, servers: options.servers }));
  const child = startProcess("haproxy", bin, ["-db", "-f", configFile], { sink: options.sink });
  const url = `http://127.0.0.1:${options.port}`;
  // haproxy starts with its servers up but unchecked: ready once every one has passed its HTTP check.
  try {
    await waitUntil(
      `haproxy (${url})`,
      async () => {
        const servers = await haproxyServers(url);
        return servers.length > 0 && servers.every((server) => server.status === "UP" && server.check_status === "L7OK");
      },
      { timeoutMs: 30_000, process: child },
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return child;
}

export interface HaproxyServer {
  /** haproxy's backend: `api` or `realtime`. */
  pxname: string;
  svname: string;
  /** `UP`, `DOWN`, or a transition such as `UP 1/2`. */
  status: string;
  /** `L7OK` once the HTTP health check passed, `INI` before the first one. */
  check_status: string;
}

/** The instances as haproxy's statistics page (CSV) reports them. */
export async function haproxyServers(lbUrl: string): Promise<HaproxyServer[]> {
  const csv = await (await fetch(`${lbUrl}/haproxy-stats;csv`, { signal: AbortSignal.timeout(2_000) })).text();
  const [header, ...lines] = csv.replace(/^# /, "").trim().split("\n");
  const columns = header.split(",");
  return lines
    .map((line) => Object.fromEntries(line.split(",").map((value, i) => [columns[i], value])) as unknown as HaproxyServer)
    .filter((server) => server.svname !== "FRONTEND" && server.svname !== "BACKEND");
}

export interface TopologyOptions {
  /** Names the cluster's data folder (see backend/tests/support/pg-cluster.ts). */
  name: string;
  pgPort: number;
  /** A cluster already running (kept on stop): the topology then only creates its database on it. */
  pg?: PgCluster;
  /** The database the instances share (created empty). */
  database?: string;
  lbPort: number;
  backendPorts: number[];
  /** Where each instance's DATA_DIR and haproxy.cfg go. */
  workDir: string;
  /** Demo data on an empty database (every instance is asked to; one seeds). */
  seedDemo?: boolean;
  env?: Record<string, string>;
  jwtSecret?: string;
  /** Each process's output, with its name. */
  sink?: (name: string, line: string) => void;
  /** Called once the database exists, before any instance starts (e.g. to seed it). */
  beforeInstances?: (databaseUrl: string) => Promise<unknown>;
}

export interface Topology {
  pg: PgCluster;
  databaseUrl: string;
  jwtSecret: string;
  lbUrl: string;
  instances: BackendInstance[];
  haproxy: Managed;
  stop(): Promise<void>;
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString("hex");
  const sinkFor = (name: string): LineSink | undefined => (options.sink ? (line) => options.sink!(name, line) : undefined);
  const ownCluster = !options.pg;
  const pg = options.pg ?? startPgCluster(options.pgPort, options.name);
  const instances: BackendInstance[] = [];
  let haproxy: Managed | undefined;
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(instances.map((instance) => instance.process.stop()));
    if (ownCluster) pg.stop();
  };
  try {
    const databaseUrl = pg.createDatabase(options.database ?? "afiliados");
    await options.beforeInstances?.(databaseUrl);
    // All at once, as a deployment may start them: one takes the migration lock and seeds the demo data,
    // the others wait for it and find the database ready.
    const starting = options.backendPorts.map((port, index) => {
      const name = `b${index + 1}`;
      return startBackend({
        name,
        port,
        databaseUrl,
        jwtSecret,
        dataDir: path.join(options.workDir, name),
        seedDemo: options.seedDemo === true,
        env: options.env,
        sink: sinkFor(name),
      });
    });
    const results = await Promise.allSettled(starting);
    for (const result of results) if (result.status === "fulfilled") instances.push(result.value);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    haproxy = await startHaproxy({ port: options.lbPort, servers: instances, configDir: options.workDir, sink: sinkFor("haproxy") });
    return { pg, databaseUrl, jwtSecret, lbUrl: `http://127.0.0.1:${options.lbPort}`, instances, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
