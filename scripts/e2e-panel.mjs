// Builds (when sources changed) and serves the panel for Playwright, in its own dist folder.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const port = process.argv[2] ?? "3100";
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(process.execPath, [nextBin, "start", "-p", port], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
