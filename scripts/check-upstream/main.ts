// npm run check:upstream -- <url> [--wrapper <url>] [--realtime <url>] [--write] [--verbose]
// Checks a backend against the panel's contract; exits 1 when an endpoint the panel requires fails.
import { parseArgs } from "node:util";
import { checkUpstream } from "./run";

const USAGE = `Uso: npm run check:upstream -- <url> [--wrapper <url>] [--realtime <url>] [--write] [--verbose]

  <url>        la URL del API (la que el panel recibe en API_UPSTREAM_URL)
  --wrapper    la URL del wrapper (por defecto <url>/wrapper, como WRAPPER_UPSTREAM_URL)
  --realtime   el servidor Socket.IO, si no es <url> (como REALTIME_UPSTREAM_URL)
  --write      además crea, edita y borra un nicho con sus productos, un cliente API, una API key y una plantilla con su imagen de prueba (nombres "check-upstream ...")
  --verbose    muestra también las notas informativas

Credenciales: UPSTREAM_USERNAME y UPSTREAM_PASSWORD (por defecto admin / admin123, las del upstream de referencia).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    wrapper: { type: "string" },
    realtime: { type: "string" },
    write: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

const api = positionals[0];
if (values.help || !api || positionals.length > 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const base = api.replace(/\/+$/, "");
if (!process.env.UPSTREAM_USERNAME || !process.env.UPSTREAM_PASSWORD) {
  console.log("Credenciales: admin / admin123 por defecto (las del upstream de referencia); define UPSTREAM_USERNAME y UPSTREAM_PASSWORD para tu backend.");
}
const result = await checkUpstream({
  api: base,
  wrapper: values.wrapper ?? `${base}/wrapper`,
  realtime: values.realtime ?? base,
  credentials: { username: process.env.UPSTREAM_USERNAME || "admin", password: process.env.UPSTREAM_PASSWORD || "admin123" },
  write: values.write,
  verbose: values.verbose,
});
console.log(result.text);
// Socket.IO's and fetch's sockets may keep the loop alive a moment: the verdict is known.
process.exit(result.exitCode);
