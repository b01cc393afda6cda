// The URLs the operator gave, checked before anything is sent: each must be an http(s) URL with a
// host and nothing secret in it; an API URL ending in /api/v1 is read as the URL before it (the
// contract's paths already start there); plain http:// to another machine would carry the password
// and the token in clear, so it is refused unless the operator allows it.
import net from "node:net";
import { InputError } from "./input-error";

export interface Targets {
  api: string;
  wrapper: string;
  realtime: string;
  /** What the operator should know about how the URLs were read, in Spanish. */
  notes: string[];
}

const API_PREFIX = "/api/v1";
const trim = (url: string) => url.replace(/\/+$/, "");

function parseUrl(input: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    const example = input.includes("://") ? "https://api.example.com" : `https://${input}`;
    throw new InputError(`${what} «${input}» no es una URL completa: escribe el esquema y el host, p. ej. ${example}.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    const hint = input.includes("://") ? "usa https:// (o http://)" : `escribe el esquema: https://${input}`;
    throw new InputError(`${what} «${input}» no es una URL http(s): ${hint}.`);
  }
  if (!url.hostname) throw new InputError(`${what} «${input}» no tiene host: p. ej. https://api.example.com.`);
  if (url.username || url.password) {
    throw new InputError(`${what} lleva usuario o contraseña dentro de la URL: quítalos y usa UPSTREAM_USERNAME y UPSTREAM_PASSWORD.`);
  }
  if (url.search || url.hash) throw new InputError(`${what} «${input}» lleva ? o #: indica solo el origen y, si lo hay, el prefijo de ruta.`);
  return url;
}

export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (net.isIPv4(host)) return host.startsWith("127.");
  return host === "::1";
}

export function resolveTargets(input: { api: string; wrapper?: string; realtime?: string; allowHttp: boolean }): Targets {
  const notes: string[] = [];
  let api = trim(parseUrl(input.api, "La URL del API").href);
  if (new URL(api).pathname.endsWith(API_PREFIX)) {
    const stripped = api.slice(0, -API_PREFIX.length);
    notes.push(`La URL termina en ${API_PREFIX}, que el panel ya pone delante de cada ruta: se comprueba ${stripped} (usa esa en API_UPSTREAM_URL).`);
    api = stripped;
  }
  const wrapper = trim(input.wrapper === undefined ? `${api}/wrapper` : parseUrl(input.wrapper, "--wrapper").href);
  const realtime = trim(input.realtime === undefined ? api : parseUrl(input.realtime, "--realtime").href);

  const inClear = [...new Set([api, wrapper, realtime].map((url) => new URL(url)).filter((url) => url.protocol === "http:" && !isLoopback(url)).map((url) => url.host))];
  if (inClear.length && !input.allowHttp) {
    throw new InputError(
      `${inClear.join(", ")} por http:// sin cifrar: la contraseña y el token viajarían en claro por la red hasta otra máquina. Usa https://, o añade --allow-http si confías en esa red.`,
    );
  }
  if (inClear.length) notes.push(`ATENCIÓN: ${inClear.join(", ")} por http:// sin cifrar (--allow-http): la contraseña y el token viajan en claro por la red.`);
  return { api, wrapper, realtime, notes };
}
