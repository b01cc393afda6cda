import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL cluster for tests, demos and benchmarks: Debian's `postgresql` binaries, a data folder
 * in the system's temporary folder, trust auth on 127.0.0.1 only. As root the server runs as the `postgres` user,
 * because PostgreSQL refuses to run as root; that user may not enter the checkout (under `/root`, say), so the
 * cluster lives where it can, and its programs start in the cluster's own folder.
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

/** One folder per user, which others may pass through but not list: the clusters' data folders sit in it. */
function clustersFolder(): string {
  const folder = path.join(os.tmpdir(), `afiliados-admin-pg-${process.getuid?.() ?? "user"}`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o711 });
  fs.chmodSync(folder, 0o711);
  return folder;
}

function run(bin: string, args: string[], cwd: string): string {
  const [cmd, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: "utf8", stdio: "pipe", cwd });
}

export function startPgCluster(port: number, name = `cluster-${port}`): PgCluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  // Named by port too: checkouts side by side may give the same name to clusters on their own ports.
  const dataDir = path.join(clustersFolder(), `${name}-${port}`);
  stopIfRunning(bin, dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (isRoot()) execFileSync("chown", ["postgres:postgres", dataDir]);
  run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"], dataDir);
  const pgCtl = (action: "start" | "restart") =>
    run(path.join(bin, "pg_ctl"), [
      "-D", dataDir, "-l", path.join(dataDir, "server.log"), "-w", "-t", "60", "-m", "fast",
      "-o", `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      action,
    ], dataDir);
  const psql = (sql: string) =>
    run(path.join(bin, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-Atc", sql], dataDir);
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
  if (isRoot()) spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), ...argv], { stdio: "ignore", cwd: dataDir });
  else spawnSync(path.join(bin, "pg_ctl"), argv, { stdio: "ignore", cwd: dataDir });
}
