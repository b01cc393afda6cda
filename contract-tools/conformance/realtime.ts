// The Socket.IO handshake as the panel makes it (`auth: {token}`), over websocket and over long
// polling, and once with a bad token, which the server must refuse. A first request without the
// token finds out whether a Socket.IO server is there at all. Each handshake is bounded: a server
// whose transport opens but that never acknowledges `connect` would otherwise hold the check forever.
import { io } from "socket.io-client";
import { fail, note, type Finding } from "./findings";
import { unlessDeadline, type Client } from "./http";
import { NetError } from "./net-error";

type Transport = "websocket" | "polling";

type Outcome = { ok: true } | { ok: false; kind: "refused" | "unacknowledged" | "transport"; text: string };

interface Bounds {
  timeoutMs: number;
  signal: AbortSignal;
}

function describeError(error: Error & { type?: string; description?: unknown }, seconds: number): Outcome {
  if (error.message === "timeout") return { ok: false, kind: "transport", text: `no abre el transporte en ${seconds} s` };
  if (error.type !== "TransportError") return { ok: false, kind: "refused", text: `rechazada: «${error.message}»` };
  const description = error.description as { message?: string } | number | undefined;
  const detail = typeof description === "number" ? `HTTP ${description}` : description?.message;
  return { ok: false, kind: "transport", text: detail ? `${error.message} (${detail})` : error.message };
}

function handshake(url: string, transport: Transport, token: string, { timeoutMs, signal }: Bounds): Promise<Outcome | "deadline"> {
  const { origin, pathname } = new URL(url);
  const path = `${pathname.replace(/\/+$/, "")}/socket.io/`;
  const seconds = timeoutMs / 1000;
  return new Promise((resolve) => {
    const socket = io(origin, { path, transports: [transport], auth: { token }, reconnection: false, timeout: timeoutMs, forceNew: true });
    let opened = false;
    socket.io.on("open", () => (opened = true));
    const done = (outcome: Outcome | "deadline") => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onDeadline);
      socket.disconnect();
      resolve(outcome);
    };
    const onDeadline = () => done("deadline");
    const timer = setTimeout(
      () => done({ ok: false, kind: opened ? "unacknowledged" : "transport", text: opened ? `el transporte abre, pero Socket.IO no confirma «connect» en ${seconds} s` : `no abre el transporte en ${seconds} s` }),
      timeoutMs,
    );
    signal.addEventListener("abort", onDeadline, { once: true });
    socket.on("connect", () => done({ ok: true }));
    socket.on("connect_error", (error: Error) => done(describeError(error, seconds)));
  });
}

/** Whether a Socket.IO server answers at `url`'s /socket.io/ at all; a failure when the handshakes need not be tried. */
async function preflight(client: Client, url: string, where: string): Promise<Finding | undefined> {
  const probe = `${url}/socket.io/?EIO=4&transport=polling`;
  let answer;
  try {
    answer = await client.call("GET", probe, { sameOrigin: true });
  } catch (error) {
    unlessDeadline(error);
    return fail(`${(error as Error).message}: el panel no tendrá tiempo real.`);
  }
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const elsewhere = "Si tu backend lo sirve en otra URL, indícala con --realtime (REALTIME_UPSTREAM_URL).";
  if (answer.refused) return fail(`${where}: GET ${new URL(probe).pathname} ${answer.refused}. ${elsewhere}`);
  if (answer.status === 404) return fail(`${where} responde 404: ahí no hay un servidor Socket.IO. ${elsewhere}`);
  if (/unsupported protocol version/i.test(text)) {
    return fail(`${where} habla una versión antigua de Engine.IO (python-socketio 4 o anterior): el panel usa Socket.IO 4, que python-socketio sirve desde su versión 5.`);
  }
  if (answer.status === 200 && answer.contentType.includes("html")) return fail(`${where} responde una página HTML, no Socket.IO. ${elsewhere}`);
  return undefined;
}

export async function checkRealtime(client: Client, url: string, token: string): Promise<Finding[]> {
  const where = `Socket.IO en ${url}/socket.io/`;
  const bounds = { timeoutMs: client.settings.timeoutMs, signal: client.settings.signal };
  const missing = await preflight(client, url, where);
  if (missing) return [missing];
  const outcomes = await Promise.all([handshake(url, "websocket", token, bounds), handshake(url, "polling", token, bounds), handshake(url, "polling", "check-upstream-token-invalido", bounds)]);
  if (outcomes.includes("deadline")) throw new NetError("deadline", `${where}: se agotó el plazo total de la comprobación`);
  const [websocket, polling, badToken] = outcomes as Outcome[];
  const found: Finding[] = [];
  if (!websocket.ok && !polling.ok) {
    const both = `websocket: ${websocket.text}; polling: ${polling.text}`;
    const kinds = [websocket.kind, polling.kind];
    if (kinds.includes("refused")) found.push(fail(`${where} no acepta la conexión con el token de la sesión (${both}).`));
    else if (kinds.includes("unacknowledged")) {
      found.push(fail(`${where} abre el transporte pero nunca confirma la conexión (${both}): su manejador del evento connect no responde o tarda demasiado.`));
    } else found.push(fail(`${where} no conecta (${both}).`));
    return found;
  }
  if (!websocket.ok) found.push(note(`${where} no acepta websocket (${websocket.text}): el panel usa long polling, que funciona a través de su proxy.`));
  else if (!polling.ok) found.push(note(`${where} solo acepta websocket (polling: ${polling.text}): detrás de un proxy sin websocket (Vercel) el panel no tendrá tiempo real.`));
  if (badToken.ok) found.push(fail(`${where} acepta la conexión con un token inválido: recházala en el evento connect (ConnectionRefusedError) cuando ${"`auth.token`"} no sea válido.`));
  else if (badToken.kind !== "refused") found.push(note(`${where} no rechaza un token inválido (${badToken.text}): debe rechazarlo en el evento connect (ConnectionRefusedError).`));
  return found;
}
