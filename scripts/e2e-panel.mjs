// Builds (when sources changed) and serves the panel for Playwright, in its own dist folder, the
// way `npm start` does: the front server (server/front-server.ts) in front of Next.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { buildFrontServer } from "./build-front-server.mjs";

const port = process.argv[2] ?? "3100";
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const frontServer = await buildFrontServer(process.env.NEXT_DIST_DIR || ".next");
const child = spawn(process.execPath, [frontServer, "-p", port], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
