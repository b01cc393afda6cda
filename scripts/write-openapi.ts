// Writes what is drawn from the contract modules (`npm run openapi`): the OpenAPI document in
// docs/openapi.json and the calls table of docs/upstream-contract.md. A unit test fails while either
// committed copy differs from what the contract draws.
import fs from "node:fs";
import path from "node:path";
import { buildOpenApi } from "../lib/contract/openapi";
import { OPENAPI_FILE } from "../contract-tools/openapi-file";
import { CONTRACT_DOC_FILE, withCallsTable } from "../contract-tools/contract-doc";

fs.writeFileSync(path.resolve(OPENAPI_FILE), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
const doc = path.resolve(CONTRACT_DOC_FILE);
fs.writeFileSync(doc, withCallsTable(fs.readFileSync(doc, "utf8")));
console.log(`Wrote ${OPENAPI_FILE} and the calls table of ${CONTRACT_DOC_FILE}`);
