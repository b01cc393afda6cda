// Starts the embedded backend for Playwright on a fresh data folder.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.startsWith(".data-e2e")) throw new Error("DATA_DIR must be an .data-e2e* folder");
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
