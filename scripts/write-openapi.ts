// Writes the contract's OpenAPI document to docs/openapi.json (`npm run openapi`); a unit test fails
// while the committed copy differs from what the contract draws.
import fs from "node:fs";
import path from "node:path";
import { buildOpenApi } from "../lib/contract/openapi";
import { OPENAPI_FILE } from "../lib/contract/openapi-file";

fs.writeFileSync(path.resolve(OPENAPI_FILE), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`Wrote ${OPENAPI_FILE}`);
