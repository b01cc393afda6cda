import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// The markdown pipeline (unified, remark, rehype, micromark...) ships ESM only: let SWC compile it.
// So does next-intl, whose createTranslator the proxy uses for its texts (tests running under node).
// So do a few of MSW's dependencies (the screen tests answer the screens' fetches with MSW).
const ESM_PACKAGES = [
  "next-intl", "use-intl", "icu-minify", "intl-messageformat", "@formatjs/[a-z0-9-]+",
  "@ungap/structured-clone", "bail", "ccount", "character-[a-z0-9-]+", "comma-separated-tokens",
  "decode-named-character-reference", "devlop", "entities", "escape-string-regexp", "estree-util-[a-z-]+", "hast-util-[a-z0-9-]+",
  "hastscript", "html-url-attributes", "html-void-elements", "is-alphabetical", "is-alphanumerical", "is-decimal",
  "is-hexadecimal", "is-plain-obj", "longest-streak", "markdown-table", "mdast-util-[a-z0-9-]+", "micromark[a-z0-9-]*",
  "parse-entities", "parse5", "property-information", "rehype-[a-z-]+", "remark-[a-z-]+",
  "space-separated-tokens", "stringify-entities", "trim-lines", "trough", "unified", "unist-util-[a-z-]+",
  "vfile[a-z-]*", "web-namespaces", "zwitch",
  "rettime", "until-async", "@open-draft/deferred-promise",
].join("|");

const baseConfig = createJestConfig({
  testEnvironment: "jsdom",
  // A screen test drives a whole screen through MSW; on a busy two-core machine one can take several
  // seconds, so the default of 5 s fails tests that are only slow.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // next/dynamic as Next builds it for the app router (React's lazy in a Suspense boundary), not the
  // pages router's loader that jest would otherwise resolve.
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^next/dynamic$": "next/dist/shared/lib/app-dynamic" },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/", "<rootDir>/backend/", "<rootDir>/.next"],
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
});

// next/jest only lets a config append ignore patterns, so its node_modules pattern is widened here.
export default async function config() {
  const resolved = await baseConfig();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/(?!.pnpm)(?!(") ? pattern.replace("(?!(", `(?!(${ESM_PACKAGES}|`) : pattern,
  );
  return resolved;
}
