import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Each entity's code (contract, reads, hooks, realtime handler, screens) lives in features/<name>/.
const FEATURES = [
  "auth",
  "dashboard",
  "health",
  "niches",
  "niche-wizard",
  "automation",
  "products",
  "product-content",
  "niche-catalog",
  "api-clients",
  "api-keys",
  "search",
];

// The contract layer: what the panel and the embedded backend share, open to every folder.
const CONTRACT_MODULES = ["contract.ts", "read-contract.ts", "schemas.ts", "request-schemas.ts", "start-request-schema.ts"];
const contractOf = (feature) => CONTRACT_MODULES.map((module) => `./${feature}/${module}`);
// A feature's front door is its index.ts: its reads, hooks and helpers, safe in the browser, and shared.ts:
// the components other features mount, kept out of index.ts so a lazy import loads only them. Pages in app/
// have two more: screens.ts (the screens they mount, kept apart because screens compose other features and
// would close import cycles through index.ts) and, where a page needs server-only code, server.ts.
const frontDoorOf = (feature) => [`./${feature}/index.ts`, `./${feature}/shared.ts`, ...contractOf(feature)];
const pageDoorsOf = (feature) => [...frontDoorOf(feature), `./${feature}/screens.ts`, `./${feature}/server.ts`];

const featureZones = FEATURES.map((feature) => ({
  target: `./features/${feature}`,
  from: "./features",
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap(frontDoorOf)],
  message: "A feature imports another feature only through its index.ts (or its contract modules).",
}));

const frontDoorZones = [
  ...["./proxy.ts", "./instrumentation.ts"].map((target) => ({
    target,
    from: "./features",
    except: FEATURES.flatMap(frontDoorOf),
    message: "Outside its folder a feature is imported through its index.ts (or its contract modules).",
  })),
  {
    // Their own unit tests sit beside the code; the suites, benchmarks and scripts use what a client would.
    target: ["./tests", "./bench", "./scripts", "./server", "./contract-tools"],
    from: "./features",
    except: FEATURES.flatMap(frontDoorOf),
    message: "Tests, benchmarks and scripts import a feature through its index.ts (or its contract modules).",
  },
  {
    target: "./app",
    from: "./features",
    except: FEATURES.flatMap(pageDoorsOf),
    message: "A page imports a feature through its index.ts, screens.ts or server.ts (or its contract modules).",
  },
];

// The embedded backend shares only the contract with the panel.
const BACKEND_MAY_IMPORT = ["./realtime/schemas.ts", "./markets", "./contract"];
// How a niche's stored deployment names its site, and a template's repository, is part of reading the contract, and
// the niche and client lists' filters and sorts are the vocabulary of their optional queries (answered by the same rules).
const BACKEND_MAY_IMPORT_FEATURES = [...FEATURES.flatMap(contractOf), "./niches/site-url.ts", "./niches/list-query.ts", "./niches/list-options.ts", "./api-clients/table-view.ts", "./api-clients/client-order.ts", "./niche-catalog/github-url.ts"];

// lib/http is shared by both sides; lib/browser-data runs in the browser; lib/server-data, lib/proxy and
// lib/front-server run on the server only (each of their modules imports "server-only").
const SERVER_SIDE = ["./lib/server-data", "./lib/proxy", "./lib/front-server"];

const layerZones = [
  {
    // Its tests may read through the browser's requester.
    target: "./lib/http/!(*.test).ts",
    from: ["./lib/browser-data", ...SERVER_SIDE],
    message: "lib/http is shared by the browser and the server: it imports neither side.",
  },
  { target: "./lib/browser-data", from: SERVER_SIDE, message: "lib/browser-data runs in the browser: it never imports server-side code." },
  ...SERVER_SIDE.map((target) => ({
    target,
    from: ["./lib/browser-data", "./components"],
    message: "Server-side code never imports the browser's data layer or components.",
  })),
  ...["./components", "./features/*/components/**"].map((target) => ({
    target,
    from: SERVER_SIDE,
    message: "Screens never import server-side code: a page in app/ reads on the server and hands the data down.",
  })),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next*/**", "node_modules/**", ".data*/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // Parsing dependencies for the import rules is slow and chokes on PGlite's bundle; they are not ours to check.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: "./components", message: "lib/ never imports components/." },
            {
              // Its tests may check the features' forms and reads.
              target: "./lib/**/!(*.test).{ts,tsx}",
              from: "./features",
              message: "lib/ is what the features are made of: it imports none of them.",
            },
            {
              // Its tests may mount a feature's screen around a shared component.
              target: "./components/**/!(*.test).{ts,tsx}",
              from: "./features",
              message: "components/ is shared by the features: it imports none of them (the layout in app/ composes them).",
            },
            { target: "./features", from: "./app", message: "features/ never import app/." },
            { target: "./lib", from: "./app", message: "lib/ never imports app/." },
            { target: "./components", from: "./app", message: "components/ never imports app/." },
            {
              target: "./components/ui",
              from: "./components",
              except: ["./ui"],
              message: "components/ui holds primitives only.",
            },
            { target: "./components/ui", from: "./features", message: "components/ui holds no feature logic." },
            { target: "./components/ui", from: "./lib", except: ["./utils.ts", "./format/number.ts", "./dom"], message: "components/ui holds no feature logic." },
            {
              target: "./components/shared",
              from: "./components",
              except: ["./shared", "./ui", "./layout"],
              message: "components/shared composes primitives: it imports no feature's screens.",
            },
            ...featureZones,
            ...frontDoorZones,
            ...layerZones,
            {
              // The contract's tooling (OpenAPI, its docs, the conformance check, test hooks) serves scripts,
              // tests and the embedded backend; no page, screen or shared module loads it.
              target: ["./app", "./components", "./features", "./lib", "./proxy.ts", "./instrumentation.ts"],
              from: "./contract-tools",
              message: "contract-tools/ is for scripts, tests and the embedded backend: the panel never imports it.",
            },
            { target: "./backend", from: "./app", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./components", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./lib", except: BACKEND_MAY_IMPORT, message: "backend/ imports only the zod contract." },
            {
              target: "./backend",
              from: "./features",
              except: BACKEND_MAY_IMPORT_FEATURES,
              message: "backend/ imports only the zod contract.",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
