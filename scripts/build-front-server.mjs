// Bundles server/front-server.ts (and the lib/proxy and lib/front-server code it shares with the route handlers) into
// <distDir>/front-server.mjs, the file `npm start`, the e2e panel and the benches run. Packages stay
// external (the same next, next-intl and zod as the build); "server-only" becomes an empty module,
// as Next's server build makes it. Takes well under a second, so callers run it on every start.
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// esbuild comes with tsx (already a dependency, for the backend): resolved through it, not hoisting.
const tsxRequire = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"));
const { build } = await import(tsxRequire.resolve("esbuild"));

const packagesExternal = {
  name: "packages-external",
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === "server-only") return { path: args.path, namespace: "server-only" };
      if (args.path.startsWith("@/")) return undefined;
      return { path: args.path, external: true };
    });
    bundler.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
  },
};

/** @param {string} distDir */
export async function buildFrontServer(distDir) {
  const outfile = join(root, distDir, "front-server.mjs");
  await build({
    entryPoints: [join(root, "server", "front-server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: join(root, "tsconfig.json"),
    plugins: [packagesExternal],
    logLevel: "warning",
  });
  return outfile;
}
