// The upstream's own OpenAPI document, read where FastAPI serves it; when it cannot be used, why,
// for each place tried: missing, refused, not JSON, malformed, too big, unreachable.
import type { JsonSchema } from "../../lib/contract/json-schema";
import { OPENAPI_LOCATIONS } from "./upstream-doc";
import { unlessDeadline, type Client } from "./http";

export interface OpenApiDoc {
  url: string;
  doc: JsonSchema;
}

export interface OpenApiRead {
  found?: OpenApiDoc;
  /** Why each place tried was not used, in Spanish; all of them 404 reads as "not there". */
  misses: { url: string; status?: number; why: string }[];
}

type Miss = OpenApiRead["misses"][number];

async function readOne(client: Client, url: string, token: string | undefined): Promise<OpenApiDoc | Miss> {
  let answer;
  try {
    answer = await client.call("GET", url, { token });
  } catch (error) {
    unlessDeadline(error);
    return { url, why: (error as Error).message.replace(`GET ${url}: `, "") };
  }
  const { status, contentType, body } = answer;
  const miss = (why: string): Miss => ({ url, status, why: answer.hops.length ? `redirige a ${answer.hops.at(-1)!.to}, que ${why}` : why });
  if (answer.refused) return { url, status, why: answer.refused };
  if (status === 404) return miss("no está (404)");
  if (status === 401 || status === 403) return miss(`pide otra autenticación (${status})`);
  if (status !== 200) return miss(`responde ${status}`);
  if (!contentType.includes("json")) return miss(`responde ${contentType || "sin tipo"}, no JSON`);
  if (typeof body === "string") return miss("responde JSON mal formado");
  const doc = body as JsonSchema | null;
  if (!doc || typeof doc !== "object" || !doc.paths || typeof doc.paths !== "object") return miss("responde JSON que no es un documento OpenAPI (no tiene `paths`)");
  return { url, doc };
}

export async function readOpenApi(client: Client, base: string, token: string | undefined): Promise<OpenApiRead> {
  const misses: OpenApiRead["misses"] = [];
  for (const path of OPENAPI_LOCATIONS) {
    const read = await readOne(client, `${base}${path}`, token);
    if ("doc" in read) return { found: read, misses };
    misses.push(read);
  }
  return { misses };
}

/** The header line for a document that could not be used. */
export function missedOpenApi(misses: OpenApiRead["misses"]): string {
  if (misses.every((miss) => miss.status === 404)) return `OpenAPI: no está en ${misses.map((miss) => miss.url).join(" ni en ")}: solo se comprueba en vivo.`;
  return `OpenAPI: no se pudo leer (${misses.map((miss) => `${miss.url}: ${miss.why}`).join("; ")}): solo se comprueba en vivo.`;
}
