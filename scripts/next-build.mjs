// `next build` for the scripts (npm start, the end-to-end suites, the benches). Next adds
// `<distDir>/types` to tsconfig.json's include for any NEXT_DIST_DIR but .next: the tracked file is
// put back as it was after every build.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** Runs `next build` in the project and returns its exit status. */
export function nextBuild({ env = process.env, stdio = "inherit" } = {}) {
  const tsconfig = join(root, "tsconfig.json");
  const before = readFileSync(tsconfig, "utf8");
  try {
    return spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio, env }).status ?? 1;
  } finally {
    if (readFileSync(tsconfig, "utf8") !== before) writeFileSync(tsconfig, before);
  }
}
