// `npm run test:backend`: the backend suite on PGlite, then on PostgreSQL (one throwaway cluster for the run).
// The arguments are the test files (package.json passes every backend test).
import { spawnSync } from "node:child_process";
import { startPgCluster } from "./pg-cluster";
import { TEST_PG_PORT } from "./test-database";

const files = process.argv.slice(2);

function suite(env: Record<string, string>): number {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--test", ...files], { stdio: "inherit", env: { ...process.env, ...env } });
  return run.status ?? 1;
}

console.log("# backend tests on PGlite");
let status = suite({ BACKEND_TEST_DATABASE: "pglite" });
console.log("# backend tests on PostgreSQL");
// Named by its port, so that runs on other ports (BACKEND_TEST_PG_PORT) never stop this one.
const cluster = startPgCluster(TEST_PG_PORT, `backend-tests-${TEST_PG_PORT}`);
try {
  status = suite({ BACKEND_TEST_DATABASE: "postgres", BACKEND_TEST_DATABASE_URL: cluster.url }) || status;
} finally {
  cluster.stop();
}
process.exit(status);
