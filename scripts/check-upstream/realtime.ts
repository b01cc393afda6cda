// The Socket.IO handshake as the panel makes it (`auth: {token}`), over websocket and over long
// polling, and once with a bad token, which the server must refuse.
import { io } from "socket.io-client";
import { fail, note, type Finding } from "../../lib/contract/conformance/findings";

const TIMEOUT_MS = 8_000;

type Transport = "websocket" | "polling";

/** Resolves to undefined when the handshake succeeds, else to the reason. */
function handshake(url: string, transport: Transport, token: string): Promise<string | undefined> {
  const { origin, pathname } = new URL(url);
  const path = `${pathname.replace(/\/+$/, "")}/socket.io/`;
  return new Promise((resolve) => {
    const socket = io(origin, { path, transports: [transport], auth: { token }, reconnection: false, timeout: TIMEOUT_MS, forceNew: true });
    const done = (reason?: string) => {
      socket.disconnect();
      resolve(reason);
    };
    socket.on("connect", () => done());
    socket.on("connect_error", (error: Error) => done(error.message || "error de conexión"));
  });
}

export async function checkRealtime(url: string, token: string): Promise<Finding[]> {
  const where = `Socket.IO en ${new URL(url).origin}${new URL(url).pathname.replace(/\/+$/, "")}/socket.io/`;
  const [websocket, polling, badToken] = await Promise.all([
    handshake(url, "websocket", token),
    handshake(url, "polling", token),
    handshake(url, "polling", "check-upstream-token-invalido"),
  ]);
  const found: Finding[] = [];
  if (websocket && polling) found.push(fail(`${where} no acepta la conexión con el token de la sesión (websocket: ${websocket}; polling: ${polling}).`));
  else if (websocket) found.push(note(`${where} no acepta websocket (${websocket}): el panel usa long polling, que funciona a través de su proxy.`));
  else if (polling) found.push(note(`${where} solo acepta websocket (polling: ${polling}): detrás de un proxy sin websocket (Vercel) el panel no tendrá tiempo real.`));
  if (!badToken) found.push(fail(`${where} acepta la conexión con un token inválido: recházala en el evento connect (ConnectionRefusedError) cuando ${"`auth.token`"} no sea válido.`));
  return found;
}
