#!/usr/bin/env node
// One command for the whole panel: `npm start` (production) or `npm run dev`.
// Starts the embedded backend too unless API_UPSTREAM_URL points at another backend.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { nextBuild } from "./next-build.mjs";
import { readUpstreamEnv } from "../lib/config/upstream-env.mjs";
import { buildFrontServer } from "./build-front-server.mjs";
import { embeddedBackendEnv } from "./backend-env.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const root = new URL("..", import.meta.url).pathname;
const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");
const tsxCli = join(root, "node_modules", "tsx", "dist", "cli.mjs");

let upstream;
try {
  upstream = readUpstreamEnv(process.env);
} catch (error) {
  console.error(`\n✖ ${error.message}\n`);
  process.exit(1);
}

const port = process.env.PORT || "3000";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const backendPort = process.env.BACKEND_PORT || "8000";
const children = new Set();
let stopping = false;

function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (stopping) return;
    if (name === "backend") {
      console.error(
        `\n✖ El backend embebido se ha detenido (${signal ?? `código ${code}`}). El panel sigue en marcha y mostrará errores hasta que vuelva: arráncalo con \`npm run backend\`.\n`,
      );
    } else {
      console.error(`\n✖ El panel se ha detenido (${signal ?? `código ${code}`}).`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

function shutdown(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

function newestSourceMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const buildId = join(root, distDir, "BUILD_ID");
  const sources = ["app", "components", "features", "lib", "messages", "public"].map((dir) => join(root, dir)).filter(existsSync);
  const newest = Math.max(
    ...sources.map(newestSourceMtime),
    ...["next.config.mjs", "proxy.ts", "package.json"].map((file) => statSync(join(root, file)).mtimeMs),
  );
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newest) return;
  console.log("▶ Compilando el panel (next build)...");
  const status = nextBuild();
  if (status !== 0) {
    console.error("✖ La compilación ha fallado.");
    process.exit(status);
  }
}

if (upstream.embedded) {
  run("backend", [tsxCli, "backend/main.ts"], embeddedBackendEnv(mode, backendPort));
} else {
  console.log(`▶ Usando el backend externo ${upstream.apiUpstream}`);
}
const panelEnv = upstream.embedded ? { API_UPSTREAM_URL: `http://127.0.0.1:${backendPort}` } : {};
if (mode === "start") {
  buildIfNeeded();
  // The front server (server/front-server.ts) serves the build and answers /api, /wrapper and /socket.io/ itself.
  const frontServer = await buildFrontServer(distDir);
  run("panel", [frontServer, "-p", port], { ...panelEnv, NODE_ENV: "production" });
} else {
  run("panel", [nextBin, mode, "-p", port], panelEnv);
}

const user = process.env.ADMIN_USERNAME || "admin";
const password = process.env.ADMIN_PASSWORD || "admin123";
console.log(`\n▶ Afiliados Admin: http://localhost:${port}`);
if (upstream.embedded) console.log(`  Inicia sesión con usuario "${user}" y contraseña "${password}"\n`);
