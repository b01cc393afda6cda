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
const CONTRACT_MODULES = ["contract.ts", "read-contract.ts", "schemas.ts", "request-schemas.ts", "start-request-schema.ts", "events.ts"];
const contractOf = (feature) => CONTRACT_MODULES.map((module) => `./${feature}/${module}`);
// The words the contract is spelled in, kept free of zod so that screens read them without its schemas.
const CONTRACT_VOCABULARY = [
  "./api-clients/scopes.ts",
  "./api-clients/client-sort.ts",
  "./automation/total-steps.ts",
  "./automation/automation-steps.ts",
  "./niche-catalog/github-url.ts",
  "./niches/list-options.ts",
  "./niches/affiliate-tag.ts",
  "./niches/google-validators.ts",
  "./niches/same-name.ts",
  "./products/generation-status.ts",
];
const CONTRACT_FILES = [...FEATURES.flatMap(contractOf), ...CONTRACT_VOCABULARY];
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
    target: ["./tests", "./bench", "./scripts"],
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
// Where an article lives on a niche site is one rule for the sites, the export and the product answers.
const BACKEND_MAY_IMPORT = ["./markets", "./contract", "./sites"];
// How a niche's stored deployment names its site is part of reading the contract; the backend's tests check its
// lists' filters and sorts against the panel's own (list-query.ts, table-view.ts, client-order.ts). The niche
// sites render articles with the content viewer's own pipeline and table of contents.
const BACKEND_MAY_IMPORT_FEATURES = [...CONTRACT_FILES, "./niches/site-url.ts", "./product-content/render-markdown.ts", "./product-content/toc.ts"];
const BACKEND_TESTS_MAY_IMPORT_FEATURES = [...BACKEND_MAY_IMPORT_FEATURES, "./niches/list-query.ts", "./api-clients/table-view.ts", "./api-clients/client-order.ts"];
// The backend's run-time code, apart from its tests.
const BACKEND_RUNTIME = ["./backend/!(tests)/**", "./backend/*.ts"];

// The panel: what Next builds and serves. Its own tests sit beside it and may use the suites' support.
const PANEL = ["./app/**/!(*.test).{ts,tsx}", "./components/**/!(*.test).{ts,tsx}", "./features/**/!(*.test).{ts,tsx}", "./lib/**/!(*.test).{ts,tsx}", "./proxy.ts", "./instrumentation.ts"];
const NOT_PANEL = ["./backend", "./server", "./scripts", "./tests", "./bench", "./contract-tools"];
// The whole contract at once: the backend's routes, the OpenAPI document, the tools and the suites read it; no page does.
const WHOLE_CONTRACT = ["./lib/contract/registry.ts", "./lib/contract/openapi.ts", "./lib/contract/json-schema.ts", "./lib/contract/test-hooks.ts"];

const folderZones = [
  { target: PANEL, from: NOT_PANEL, message: "The panel never imports the backend, the front server, the tools or the suites." },
  {
    target: ["./app", "./components", "./features", "./lib/!(contract)/**", "./proxy.ts", "./instrumentation.ts"],
    from: WHOLE_CONTRACT,
    message: "The whole contract (registry, OpenAPI, test hooks) is for the backend, the tools and the suites: no page loads it.",
  },
  {
    // The registries of the whole contract list the features' contract modules.
    target: "./lib/contract/**/!(*.test).ts",
    from: "./features",
    except: CONTRACT_FILES,
    message: "lib/contract is what the contract is made of: of the features it imports contract modules only.",
  },
  {
    // Queries read through a requester.
    target: "./lib/contract/**/!(*.test).ts",
    from: "./lib",
    except: ["./contract", "./zod", "./session/session-paths.ts", "./http/requester.ts"],
    message: "lib/contract is what the contract is made of: it imports no other part of the panel.",
  },
  {
    target: CONTRACT_FILES.map((file) => file.replace("./", "./features/")),
    from: "./features",
    except: CONTRACT_FILES,
    message: "A contract module imports only the contract (other contract modules and their vocabulary).",
  },
  {
    target: CONTRACT_FILES.map((file) => file.replace("./", "./features/")),
    from: "./lib",
    except: ["./contract", "./zod", "./session/session-paths.ts", "./markets"],
    message: "A contract module imports only the contract: lib/contract, lib/zod, the session's paths and the markets.",
  },
  {
    target: CONTRACT_FILES.map((file) => file.replace("./", "./features/")),
    from: "./components",
    message: "A contract module imports only the contract.",
  },
  {
    target: "./server",
    from: ["./app", "./components", "./features", ...NOT_PANEL.filter((folder) => folder !== "./server")],
    message: "server/ is the front server of `npm start`: it imports lib/proxy and lib/front-server only.",
  },
  { target: "./server", from: "./lib", except: ["./proxy", "./front-server"], message: "server/ is the front server of `npm start`: it imports lib/proxy and lib/front-server only." },
  {
    target: "./contract-tools",
    from: ["./app", "./components", "./backend", "./server", "./scripts", "./tests", "./bench"],
    message: "contract-tools/ works from the contract alone.",
  },
  { target: "./contract-tools", from: "./lib", except: ["./contract"], message: "contract-tools/ works from the contract alone: lib/contract and contract modules." },
  { target: "./contract-tools", from: "./features", except: CONTRACT_FILES, message: "contract-tools/ works from the contract alone: lib/contract and contract modules." },
  { target: ["./scripts", "./bench"], from: ["./app", "./components"], message: "Scripts and benchmarks use the panel as a client would, never its pages or components." },
  // The screen tests' support mounts the shell's providers around a screen.
  { target: "./tests", from: "./app", message: "The suites open pages through a browser, never by importing app/." },
  {
    target: BACKEND_RUNTIME,
    from: ["./contract-tools", "./scripts", "./tests", "./bench", "./server"],
    message: "The backend runs without the tools, the scripts, the suites or the front server.",
  },
];

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
              // Its tests may check the features' forms and reads; lib/contract's registries list contract modules.
              target: ["./lib/!(contract)/**/!(*.test).{ts,tsx}", "./lib/!(*.test).{ts,tsx}"],
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
            ...folderZones,
            { target: "./backend", from: "./app", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./components", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./lib", except: BACKEND_MAY_IMPORT, message: "backend/ imports only the zod contract." },
            {
              target: BACKEND_RUNTIME,
              from: "./features",
              except: BACKEND_MAY_IMPORT_FEATURES,
              message: "backend/ imports only the zod contract.",
            },
            {
              target: "./backend/tests",
              from: "./features",
              except: BACKEND_TESTS_MAY_IMPORT_FEATURES,
              message: "backend/ imports only the zod contract (its tests, also the panel's list rules they compare with).",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
