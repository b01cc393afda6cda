// `npm run seed` resets DATA_DIR to the demo data; `npm run seed -- --products 20000 --niches 2000` adds a large set.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { upsertAdminUser } from "./auth";
import { acquireDataDirLock } from "./app";
import { openPrivateDataDir } from "./private-data-dir";
import { resetData } from "./seed/reset";
import { seedDemo } from "./seed/demo-data";
import { seedLarge } from "./seed/large-data";
import { countSeededRows } from "./repos/seed-repo";

async function main() {
  const { values } = parseArgs({
    options: { products: { type: "string" }, niches: { type: "string" }, "no-demo": { type: "boolean" } },
    allowPositionals: false,
  });
  const products = values.products ? Number(values.products) : 0;
  const niches = values.niches ? Number(values.niches) : products > 0 ? Math.max(1, Math.ceil(products / 10)) : 0;
  if (!Number.isInteger(products) || products < 0 || !Number.isInteger(niches) || niches < 0) {
    throw new Error("--products y --niches deben ser enteros >= 0");
  }
  const config = loadConfig();
  openPrivateDataDir(config.dataDir);
  const release = acquireDataDirLock(config.dataDir);
  const t0 = Date.now();
  const db = await openDatabase({ ...config, databasePoolSize: config.poolSizes.database });
  try {
    await upsertAdminUser(db, config.admin);
    await resetData(db, config.dataDir);
    const summary = values["no-demo"] ? undefined : await seedDemo(db, { dataDir: config.dataDir, publicBaseUrl: config.publicBaseUrl });
    if (products > 0 || niches > 0) await seedLarge(db, { products, niches });
    const counts = await countSeededRows(db);
    console.log(
      `[seed] ${config.dataDir}: ${counts.niches} nichos, ${counts.products} productos, ${counts.contents} versiones de contenido` +
        (summary ? `, ${summary.templates} plantillas, ${summary.apiClients} API Clients` : "") +
        ` (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    if (summary?.demoClient) {
      // A secret is never printed (terminals and CI logs keep it): it goes to a file only its owner reads.
      const file = path.join(config.dataDir, "demo-client.json");
      fs.writeFileSync(file, `${JSON.stringify(summary.demoClient, null, 2)}\n`, { mode: 0o600 });
      fs.chmodSync(file, 0o600);
      console.log(`[seed] API Client de demostración (scope read): ${summary.demoClient.client_id}; su secreto está en ${file}`);
    }
  } finally {
    await db.close();
    release();
  }
}

main().catch((err) => {
  console.error(`[seed] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
