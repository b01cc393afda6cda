import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// UI feature folders: each may use components/ui, components/layout and the flows of components/shared,
// never another feature.
const FEATURES = [
  "auth",
  "dashboard",
  "niches",
  "niche-wizard",
  "automation",
  "products",
  "product-content",
  "niche-catalog",
  "api-clients",
];

const featureZones = FEATURES.map((feature) => ({
  target: `./components/${feature}`,
  from: "./components",
  except: [`./${feature}`, "./ui", "./layout", "./shared"],
  message: "A feature does not import another feature: compose them in app/ or move the shared piece to components/shared, components/ui or components/layout.",
}));

// The embedded backend shares only the contract with the panel.
const BACKEND_MAY_IMPORT = [
  "./auth/schemas.ts",
  "./niches/schemas.ts",
  "./niches/request-schemas.ts",
  "./products/schemas.ts",
  "./products/request-schemas.ts",
  "./niche-catalog/schemas.ts",
  "./api-clients/schemas.ts",
  "./api-keys/schemas.ts",
  "./automation/schemas.ts",
  "./automation/start-request-schema.ts",
  "./realtime/schemas.ts",
  "./health/schemas.ts",
  "./markets",
  "./contract",
  "./auth/contract.ts",
  "./niches/contract.ts",
  "./automation/contract.ts",
  "./products/contract.ts",
  "./niche-catalog/contract.ts",
  "./api-clients/contract.ts",
  "./api-keys/contract.ts",
  "./health/contract.ts",
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
  {
    target: "./components",
    from: SERVER_SIDE,
    message: "components/ never import server-side code: a page in app/ reads on the server and hands the data down.",
  },
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
            { target: "./lib", from: "./app", message: "lib/ never imports app/." },
            { target: "./components", from: "./app", message: "components/ never imports app/." },
            {
              target: "./components/ui",
              from: "./components",
              except: ["./ui"],
              message: "components/ui holds primitives only.",
            },
            { target: "./components/ui", from: "./lib", except: ["./utils.ts", "./format/number.ts"], message: "components/ui holds no feature logic." },
            {
              target: "./components/shared",
              from: "./components",
              except: ["./shared", "./ui", "./layout"],
              message: "components/shared composes primitives: it imports no feature.",
            },
            ...featureZones,
            ...layerZones,
            { target: "./backend", from: "./app", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./components", message: "backend/ imports only the zod contract." },
            { target: "./backend", from: "./lib", except: BACKEND_MAY_IMPORT, message: "backend/ imports only the zod contract." },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
