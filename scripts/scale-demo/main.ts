// `npm run scale:demo`: a throwaway PostgreSQL, two backend instances on it, haproxy in front of them
// and the panel (`next start`) pointed at haproxy. Ctrl+C stops everything and deletes the data.
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { ensurePanelBuild } from "./panel-build";
import { startProcess, waitUntil, type Managed } from "./processes";
import { missingPackages, PROJECT_ROOT, startTopology, type Topology } from "./topology";
import { SERVED_BY_HEADER } from "./haproxy-config";

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} debe ser un puerto (recibido: ${value})`);
  return n;
}

const PANEL_PORT = port("PORT", 3000);
const LB_PORT = port("LB_PORT", 8080);
const BACKEND_PORT = port("BACKEND_PORT", 8001);
const PG_PORT = port("PG_PORT", 5433);
const DIST_DIR = ".next-scale-demo";
const WORK_DIR = path.join(PROJECT_ROOT, ".data-scale-demo");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

let topology: Topology | undefined;
let panel: Managed | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log("\n▶ Deteniendo el panel, haproxy, las instancias y PostgreSQL...");
    await panel?.stop();
    await topology?.stop();
    fs.rmSync(WORK_DIR, { recursive: true, force: true });
  }
  process.exit(code);
}

async function main() {
  const missing = missingPackages();
  if (missing.length) {
    throw new Error(`falta ${missing.join(" y ")}: instálalo con \`apt-get install -y ${missing.join(" ")}\``);
  }
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  const lbUrl = `http://127.0.0.1:${LB_PORT}`;
  ensurePanelBuild(DIST_DIR, lbUrl);

  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  console.log(`▶ Arrancando PostgreSQL (puerto ${PG_PORT}), dos instancias del backend y haproxy...`);
  topology = await startTopology({
    name: "scale-demo",
    pgPort: PG_PORT,
    backendPorts: [BACKEND_PORT, BACKEND_PORT + 1],
    lbPort: LB_PORT,
    workDir: WORK_DIR,
    seedDemo: true,
    // Generated preview sites are linked through the load balancer, which any instance answers.
    env: { PUBLIC_BASE_URL: lbUrl },
    sink: (name, line) => console.log(`[${name}] ${line}`),
  });
  for (const instance of topology.instances) {
    void instance.process.exited.then((how) => {
      if (!stopping) console.error(`✖ La instancia ${instance.name} se ha detenido (${how}); haproxy envía el tráfico a las demás.`);
    });
  }
  void topology.haproxy.exited.then((how) => {
    if (stopping) return;
    console.error(`✖ haproxy se ha detenido (${how}).`);
    void shutdown(1);
  });

  panel = startProcess("panel", process.execPath, [nextBin, "start", "-p", String(PANEL_PORT)], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, API_UPSTREAM_URL: lbUrl, REALTIME_UPSTREAM_URL: lbUrl },
    sink: (line) => console.log(`[panel] ${line}`),
  });
  const panelUrl = `http://localhost:${PANEL_PORT}`;
  await waitUntil(
    `Panel (${panelUrl})`,
    async () => (await fetch(`${panelUrl}/login`, { signal: AbortSignal.timeout(5_000) })).ok,
    { timeoutMs: 120_000, process: panel },
  );
  void panel.exited.then((how) => {
    if (stopping) return;
    console.error(`✖ El panel se ha detenido (${how}).`);
    void shutdown(1);
  });

  const user = process.env.ADMIN_USERNAME || "admin";
  const password = process.env.ADMIN_PASSWORD || "admin123";
  const [first, second] = topology.instances;
  console.log(
    [
      "",
      "▶ Afiliados Admin escalado: dos instancias del backend sobre una PostgreSQL, detrás de haproxy",
      `  Panel:          ${panelUrl}  (usuario "${user}", contraseña "${password}")`,
      `  Balanceador:    ${lbUrl}  (estado de las instancias en ${lbUrl}/haproxy-stats)`,
      `  Instancia ${first.name}:   ${first.url}`,
      `  Instancia ${second.name}:   ${second.url}`,
      `  PostgreSQL:     ${topology.databaseUrl}`,
      `  Cada respuesta del balanceador dice qué instancia la atendió en la cabecera ${SERVED_BY_HEADER}.`,
      "  Ctrl+C lo detiene todo y borra los datos de la demostración.",
      "",
    ].join("\n"),
  );
}

main().catch(async (error) => {
  console.error(`✖ No se pudo arrancar la demostración: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
