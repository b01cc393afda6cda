// Builds (when sources changed) and serves the panel for Playwright, in its own dist folder:
// `node scripts/e2e-panel.mjs <port>` the way `npm start` does (the front server in front of Next),
// `node scripts/e2e-panel.mjs <port> next-start` the way plain `next start` and Vercel do (route
// handlers and rewrites).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { buildFrontServer } from "./build-front-server.mjs";
import { ensureBuild } from "./e2e-build.mjs";

const port = process.argv[2] ?? "3100";
const mode = process.argv[3] ?? "front-server";
const distDir = process.env.NEXT_DIST_DIR || ".next";
ensureBuild(distDir);
const env = { ...process.env, NODE_ENV: "production" };
const child =
  mode === "next-start"
    ? spawn(process.execPath, [createRequire(import.meta.url).resolve("next/dist/bin/next"), "start", "-p", port], { stdio: "inherit", env })
    : spawn(process.execPath, [await buildFrontServer(distDir), "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
