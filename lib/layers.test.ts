/** @jest-environment node */
// The layers of lib/: what ESLint refuses between them, and that server-side modules say so.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..");

/** Server-side folders: every module in them starts with `import "server-only";`. */
const SERVER_FOLDERS = ["lib/server-data", "lib/proxy", "lib/front-server"];
/** Server-only modules elsewhere (route handlers' helpers, the session, the request guard). */
const SERVER_MODULES = [
  "lib/session/request-guard.ts",
  "lib/session/route-guard.ts",
  "lib/session/server-session.ts",
  "lib/session/session-cookie.ts",
  "lib/session/session-verifier.ts",
  "lib/session/cross-site.ts",
  "lib/config/trusted-proxies.ts",
  "features/product-content/render-handler.ts",
];
// No exception is needed in these folders: the front server's bundle (scripts/build-front-server.mjs)
// makes "server-only" an empty module, as Next's server build does, and instrumentation.ts is built by
// Next. Modules loaded by plain node (next.config.mjs, scripts/run.mjs) are .mjs files kept outside
// these folders (lib/config/upstream-env.mjs, lib/security/security-headers.mjs): there "server-only" throws.

function modulesOf(folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`);
}

describe("server-side modules", () => {
  it.each([...SERVER_FOLDERS.flatMap(modulesOf), ...SERVER_MODULES])("%s imports server-only first", (file) => {
    expect(readFileSync(join(root, file), "utf8").split("\n")[0]).toBe('import "server-only";');
  });
});

// Each probe is a file that does not exist, linted from text with the project's ESLint config.
const PROBES = [
  { filePath: "lib/browser-data/probe.ts", source: 'export { readOnServer } from "@/lib/server-data/server-reads";\n', refused: true },
  { filePath: "lib/browser-data/probe-proxy.ts", source: 'export { proxyHandlers } from "@/lib/proxy/api-proxy";\n', refused: true },
  { filePath: "lib/http/probe.ts", source: 'export { apiRequest } from "@/lib/browser-data/client";\n', refused: true },
  { filePath: "lib/server-data/probe.ts", source: 'export { useQuery } from "@/lib/browser-data/use-query";\n', refused: true },
  { filePath: "lib/proxy/probe.ts", source: 'export { apiRequest } from "@/lib/browser-data/client";\n', refused: true },
  { filePath: "features/niches/components/probe.ts", source: 'export { readOnServer } from "@/lib/server-data/server-reads";\n', refused: true },
  { filePath: "features/niches/components/probe-guard.ts", source: 'export { frontRoute } from "@/lib/front-server/front-routes";\n', refused: true },
  { filePath: "app/probe/page.ts", source: 'export { readOnServer } from "@/lib/server-data/server-reads";\n', refused: false },
  { filePath: "features/niches/components/probe-hook.ts", source: 'export { useQuery } from "@/lib/browser-data/use-query";\n', refused: false },
  { filePath: "features/products/probe.ts", source: 'export { useNiches } from "@/features/niches/hooks";\n', refused: true },
  { filePath: "features/products/probe-door.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: false },
  { filePath: "app/probe/internal.ts", source: 'export { NicheListScreen } from "@/features/niches/components/niche-list-screen";\n', refused: true },
  { filePath: "lib/search/probe.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "lib/session/probe.ts", source: 'export { authContract } from "@/features/auth/contract";\n', refused: true },
  { filePath: "components/layout/probe.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "components/shared/probe.ts", source: 'export { nichesContract } from "@/features/niches/contract";\n', refused: true },
  { filePath: "app/probe/layout-door.ts", source: 'export { GlobalSearch } from "@/features/search/screens";\n', refused: false },
  { filePath: "features/niches/probe-shared.ts", source: 'export { CreateApiClientDialog } from "@/features/api-clients/shared";\n', refused: false },
  { filePath: "app/probe/tools.ts", source: 'export { allEndpoints } from "@/lib/contract/registry";\n', refused: true },
  { filePath: "features/products/probe-screens.ts", source: 'export { NicheListScreen } from "@/features/niches/screens";\n', refused: true },
  { filePath: "app/probe/screens.ts", source: 'export { NicheListScreen } from "@/features/niches/screens";\n', refused: false },
  { filePath: "tests/e2e/probe.spec.ts", source: 'export { useNiches } from "@/features/niches/hooks";\n', refused: true },
  { filePath: "bench/probe.ts", source: 'export { NICHES_PATH } from "@/features/niches/contract";\n', refused: false },
  // The folders' own rules: each top-level folder imports what the docs' table says.
  { filePath: "app/probe/whole-contract.ts", source: 'export { allEndpoints } from "@/lib/contract/registry";\n', refused: true },
  { filePath: "lib/realtime/probe.ts", source: 'export { productUpdateEventSchema } from "@/features/products/events";\n', refused: true },
  { filePath: "features/niches/probe-backend.ts", source: 'export { buildServer } from "@/backend/app";\n', refused: true },
  { filePath: "lib/contract/probe.ts", source: 'export { nichesContract } from "@/features/niches/contract";\n', refused: false },
  { filePath: "lib/contract/probe-door.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "lib/contract/probe-lib.ts", source: 'export { cn } from "@/lib/utils";\n', refused: true },
  { filePath: "features/health/request-schemas.ts", source: 'export { markets } from "@/lib/markets/markets";\n', refused: false },
  { filePath: "features/health/request-schemas.ts", source: 'export { cn } from "@/lib/utils";\n', refused: true },
  { filePath: "features/dashboard/events.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "features/niches/events.ts", source: 'export { SORT_FIELDS } from "./list-options";\n', refused: false },
  { filePath: "server/probe.ts", source: 'export { proxyHandlers } from "@/lib/proxy/api-proxy";\n', refused: false },
  { filePath: "server/probe-feature.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "server/probe-lib.ts", source: 'export { getToken } from "@/lib/browser-data/client";\n', refused: true },
  { filePath: "contract-tools/probe.ts", source: 'export { allEndpoints } from "@/lib/contract/registry";\n', refused: false },
  { filePath: "contract-tools/probe-door.ts", source: 'export { useNiches } from "@/features/niches";\n', refused: true },
  { filePath: "contract-tools/probe-lib.ts", source: 'export { getToken } from "@/lib/browser-data/client";\n', refused: true },
  { filePath: "backend/probe.ts", source: 'export { allEndpoints } from "../lib/contract/registry";\n', refused: false },
  { filePath: "backend/probe-tools.ts", source: 'export { CONTRACT_DOC_FILE } from "../contract-tools/contract-doc";\n', refused: true },
  { filePath: "backend/probe-feature.ts", source: 'export { filterClients } from "../features/api-clients/table-view";\n', refused: true },
  { filePath: "backend/tests/probe.test.ts", source: 'export { filterClients } from "../../features/api-clients/table-view";\n', refused: false },
  { filePath: "scripts/probe.ts", source: 'export { Button } from "@/components/ui/button";\n', refused: true },
  { filePath: "tests/probe.ts", source: 'export { default } from "@/app/layout";\n', refused: true },
];

// ESLint's Node API in a child process: its flat config is an ES module, which jest's VM does not load.
const LINT = `
import { ESLint } from "eslint";
const probes = JSON.parse(process.argv[1]);
// no-cycle walks the files on disk and fails on a file that is not there.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "import/no-cycle": "off" } } });
const out = [];
for (const { filePath, source } of probes) {
  const [result] = await eslint.lintText(source, { filePath });
  out.push(result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

describe("ESLint keeps the layers apart", () => {
  it("refuses an import across the layers and allows what each may use", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", LINT, JSON.stringify(PROBES)], { cwd: root, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const messages: string[][] = JSON.parse(run.stdout);
    const refused = PROBES.map((probe, index) => ({ file: probe.filePath, refused: messages[index].length > 0 }));
    expect(refused).toEqual(PROBES.map((probe) => ({ file: probe.filePath, refused: probe.refused })));
  }, 180_000);
});
