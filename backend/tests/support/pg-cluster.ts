import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A throwaway PostgreSQL cluster for tests, demos and benchmarks: Debian's `postgresql` binaries, a data folder
 * under `.pg/` in the project, trust auth on 127.0.0.1 only. As root the server runs as the `postgres` user,
 * because PostgreSQL refuses to run as root.
 */
export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  dataDir: string;
  /** A fresh, empty database on this cluster; returns its URL. */
  createDatabase(name: string): string;
  /** Ends every connection to database `name` as an administrator's `pg_terminate_backend` would; returns how many. */
  terminateConnections(name: string): number;
  /** `pg_ctl restart -m fast`: every connection is dropped and the server is back when it returns. */
  restart(): void;
  /** Stops the server, keeping its data, until `resume`. */
  pause(): void;
  resume(): void;
  stop(): void;
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../..");

export function postgresBinDir(): string | undefined {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && fs.existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function run(bin: string, args: string[], options: { quiet?: boolean } = {}): string {
  const [cmd, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: "utf8", stdio: options.quiet ? "pipe" : ["ignore", "pipe", "pipe"] });
}

export function startPgCluster(port: number, name = `cluster-${port}`): PgCluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const base = path.join(PROJECT_ROOT, ".pg");
  const dataDir = path.join(base, name);
  fs.mkdirSync(base, { recursive: true });
  stopIfRunning(bin, dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (isRoot()) execFileSync("chown", ["postgres:postgres", dataDir]);
  run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"], { quiet: true });
  const pgCtl = (action: "start" | "restart") =>
    run(path.join(bin, "pg_ctl"), [
      "-D", dataDir, "-l", path.join(dataDir, "server.log"), "-w", "-t", "60", "-m", "fast",
      "-o", `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      action,
    ], { quiet: true });
  const psql = (sql: string) =>
    run(path.join(bin, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-Atc", sql], { quiet: true });
  pgCtl("start");
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dataDir,
    createDatabase(db) {
      psql(`CREATE DATABASE "${db}"`);
      return `postgres://postgres@127.0.0.1:${port}/${db}`;
    },
    terminateConnections(db) {
      const ended = psql(`SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '${db}' AND pid <> pg_backend_pid()`);
      return Number(ended.trim());
    },
    restart: () => void pgCtl("restart"),
    pause: () => stopIfRunning(bin, dataDir, "fast"),
    resume: () => void pgCtl("start"),
    stop() {
      stopIfRunning(bin, dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopIfRunning(bin: string, dataDir: string, mode: "immediate" | "fast" = "immediate"): void {
  if (!fs.existsSync(path.join(dataDir, "postmaster.pid"))) return;
  const argv = ["-D", dataDir, "-m", mode, "-w", "stop"];
  if (isRoot()) spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), ...argv], { stdio: "ignore" });
  else spawnSync(path.join(bin, "pg_ctl"), argv, { stdio: "ignore" });
}
