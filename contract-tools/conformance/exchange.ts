// One HTTP request and its answer, each phase bounded: connecting (DNS and TLS included), the
// headers, the whole body. The body is read as it streams and dropped past the size cap, so an
// endless or huge answer costs at most the cap in memory.
import http from "node:http";
import https from "node:https";
import { NetError, netErrorOf } from "./net-error";

export interface Limits {
  /** Each phase's bound. */
  timeoutMs: number;
  maxBytes: number;
  /** The check's overall deadline. */
  signal: AbortSignal;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function exchange(method: string, url: URL, headers: Record<string, string>, body: Buffer | undefined, limits: Limits): Promise<RawAnswer> {
  const seconds = limits.timeoutMs / 1000;
  const failure = (kind: "timeout" | "too-large" | "deadline", reason: string) => new NetError(kind, `${method} ${url.href}: ${reason}`);
  if (limits.signal.aborted) return Promise.reject(failure("deadline", "se agotó el plazo total de la comprobación"));

  return new Promise((resolve, reject) => {
    // A fresh connection per request: nothing stays open to keep the process alive afterwards.
    const request = (url.protocol === "https:" ? https : http).request(url, { method, headers, agent: false });
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (error: unknown, answer?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      limits.signal.removeEventListener("abort", onDeadline);
      if (answer) {
        resolve(answer);
      } else {
        request.destroy();
        reject(netErrorOf(error, method, url));
      }
    };
    const phase = (reason: () => string) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(failure("timeout", reason())), limits.timeoutMs);
    };
    const onDeadline = () => finish(failure("deadline", "se agotó el plazo total de la comprobación"));
    const tooLarge = () => failure("too-large", `la respuesta supera ${MB(limits.maxBytes)}: se deja de leer`);

    phase(() => `no conecta en ${seconds} s: el host no contesta (¿apagado, o un cortafuegos descarta la conexión?)`);
    request.once("socket", (socket) => {
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => phase(() => `conecta pero no responde en ${seconds} s`));
    });
    request.once("response", (response) => {
      if (Number(response.headers["content-length"]) > limits.maxBytes) return finish(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      phase(() => `responde ${response.statusCode} pero el cuerpo no llega entero en ${seconds} s (llegaron ${kB(size)})`);
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) finish(tooLarge());
        else chunks.push(chunk);
      });
      response.once("end", () => finish(undefined, { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", finish);
    });
    request.on("error", finish);
    limits.signal.addEventListener("abort", onDeadline, { once: true });
    request.end(body);
  });
}
