// The command line and the environment read into what to check, every mistake said in Spanish
// (an `InputError`) before anything is sent.
import { parseArgs } from "node:util";
import { credentialsFrom } from "./credentials";
import { InputError } from "./input-error";
import type { CheckOptions } from "./run";
import { resolveTargets } from "./targets";

export const MAX_MB = 10;
const DEFAULT_TIMEOUT_S = 15;
const DEFAULT_DEADLINE_S = 120;

export const USAGE = `Uso: npm run check:upstream -- <url> [--wrapper <url>] [--realtime <url>] [--write] [--verbose] [--json]
                                [--allow-http] [--timeout <s>] [--deadline <s>]

  <url>          la URL del API (la que el panel recibe en API_UPSTREAM_URL); si termina en /api/v1, se quita
  --wrapper      la URL del wrapper (por defecto <url>/wrapper, como WRAPPER_UPSTREAM_URL)
  --realtime     el servidor Socket.IO, si no es <url> (como REALTIME_UPSTREAM_URL)
  --write        además crea, edita y borra un nicho con sus productos, un API Client, una API key y una plantilla con su imagen de prueba (nombres "check-upstream ...")
  --verbose      muestra también las notas informativas
  --json         el resultado en JSON por la salida estándar (el progreso, por la de errores)
  --allow-http   acepta http:// sin cifrar hacia otra máquina (la contraseña y el token viajan en claro)
  --timeout      segundos de cada paso de red: conectar, recibir las cabeceras, recibir el cuerpo, la conexión Socket.IO (por defecto ${DEFAULT_TIMEOUT_S})
  --deadline     segundos de toda la comprobación (por defecto ${DEFAULT_DEADLINE_S})

Credenciales, obligatorias: UPSTREAM_USERNAME y UPSTREAM_PASSWORD. La contraseña y los tokens no se muestran nunca.
Cada respuesta se lee hasta ${MAX_MB} MB. Si el certificado del backend lo firma una CA propia: NODE_EXTRA_CA_CERTS=/ruta/ca.pem.
Salida: 0 cumple · 1 no cumple (falla una ruta obligatoria) · 2 no se pudo comprobar (entrada incorrecta, backend inalcanzable, TLS, sin sesión, plazo agotado).`;

export interface Request {
  check: CheckOptions;
  verbose: boolean;
  json: boolean;
  /** How the URLs were read, to say before the check starts. */
  notes: string[];
}

function seconds(value: string | undefined, option: string, fallback: number, max: number): number {
  if (value === undefined) return fallback * 1000;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > max) throw new InputError(`--${option} «${value}» no vale: indica segundos, más de 0 y hasta ${max}.`);
  return parsed * 1000;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        wrapper: { type: "string" },
        realtime: { type: "string" },
        write: { type: "boolean", default: false },
        verbose: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        "allow-http": { type: "boolean", default: false },
        timeout: { type: "string" },
        deadline: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'([^']+)'/.exec(message)?.[1] ?? "";
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new InputError(`Opción desconocida: ${option}.`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") throw new InputError(`La opción ${option.split(" ")[0]} no lleva ese valor: ${/<value>/.test(option) ? "necesita uno" : "es un interruptor, sin valor"}.`);
    throw new InputError(`No se entiende la línea de órdenes: ${option || "revisa las opciones"}.`);
  }
}

/** What to check, or "help"; throws `InputError` on anything it cannot run. */
export function readRequest(argv: string[], env: Record<string, string | undefined>): Request | "help" {
  const { values, positionals } = parse(argv);
  if (values.help) return "help";
  if (positionals.length === 0) throw new InputError("Falta la URL del API.");
  if (positionals.length > 1) throw new InputError(`Sobran argumentos: ${positionals.slice(1).join(" ")} (solo va una URL; el wrapper y el tiempo real, con --wrapper y --realtime).`);
  const targets = resolveTargets({ api: positionals[0], wrapper: values.wrapper, realtime: values.realtime, allowHttp: values["allow-http"] });
  return {
    check: {
      api: targets.api,
      wrapper: targets.wrapper,
      realtime: targets.realtime,
      credentials: credentialsFrom(env),
      write: values.write,
      timeoutMs: seconds(values.timeout, "timeout", DEFAULT_TIMEOUT_S, 300),
      deadlineMs: seconds(values.deadline, "deadline", DEFAULT_DEADLINE_S, 3600),
      maxBytes: MAX_MB * 1024 * 1024,
    },
    verbose: values.verbose,
    json: values.json,
    notes: targets.notes,
  };
}
