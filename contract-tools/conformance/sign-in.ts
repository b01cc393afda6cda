// Sign-in with the form the panel sends, each way of failing told apart: the host cannot be reached
// (the run stops), the URL is not the API (404, a page), the account is refused, the backend breaks,
// or it answers in a way the panel cannot read (a conformance failure). When only JSON works, that is
// said and the check goes on with that token.
import { fail } from "./findings";
import { authContract } from "../../features/auth/contract";
import { CouldNotCheck } from "./could-not-check";
import type { Credentials } from "./credentials";
import { isJson, unlessDeadline, type Answer } from "./http";
import type { Probe } from "./probe";

export interface Session {
  token?: string;
  /** Why no session was opened, when it is not the backend's conformance (exit 2). */
  reason?: string;
}

const code = (text: string) => `\`${text}\``;
const tokenOf = (answer: Answer | undefined) => {
  const token = (answer?.body as { access_token?: unknown } | null | undefined)?.access_token;
  return answer && answer.status < 300 && typeof token === "string" ? token : undefined;
};

/** The backend answers 422 to the form: does it take the same credentials as JSON? */
async function jsonOnly(probe: Probe, credentials: Credentials): Promise<string | undefined> {
  const answer = await probe.client.call("POST", probe.url(authContract.signIn, {}), { json: credentials }).catch(unlessDeadline);
  return answer?.refused ? undefined : tokenOf(answer);
}

export async function signIn(probe: Probe, credentials: Credentials): Promise<Session> {
  const id = authContract.signIn.id;
  const url = probe.url(authContract.signIn, {});
  const where = probe.where(authContract.signIn, {});
  let answer: Answer;
  try {
    answer = await probe.client.call("POST", url, { form: { ...credentials } });
  } catch (error) {
    unlessDeadline(error);
    throw new CouldNotCheck(`${(error as Error).message}. No se comprueba nada más.`);
  }
  const hops = probe.hops(where, answer);
  const { status } = answer;
  const detail = probe.detail(answer) || answer.contentType || "sin detalle";
  if (answer.refused) {
    probe.record(id, ...hops, fail(`${where} ${answer.refused}.`));
    return { reason: `${where} ${answer.refused}. Si ese destino es tu backend, indica su URL directamente.` };
  }
  if (status === 404) {
    return { reason: `${where} responde 404 (${detail}): ${probe.target.api} no tiene la ruta de inicio de sesión del panel. ¿Es la URL del API, la que el panel recibe en API_UPSTREAM_URL?` };
  }
  if (!isJson(answer)) {
    return { reason: `${where} responde ${status} con ${answer.contentType || "un cuerpo sin tipo"}, no con JSON: ${probe.target.api} no parece el API (¿la URL del panel, u otro servidor o un proxy delante?).` };
  }
  if (status === 400 || status === 401 || status === 403) {
    return { reason: `El backend rechaza al usuario ${credentials.username} o su contraseña (${status}: ${detail}): revisa UPSTREAM_USERNAME y UPSTREAM_PASSWORD.` };
  }
  if (status >= 500) return { reason: `${where} responde ${status} (${detail}): el backend falla al iniciar sesión; mira su registro.` };
  if (status === 422) {
    const token = await jsonOnly(probe, credentials);
    probe.record(
      id,
      ...hops,
      fail(
        token
          ? `${where} solo acepta JSON; el panel envía un formulario application/x-www-form-urlencoded con ${code("username")} y ${code("password")}. Usa ${code("OAuth2PasswordRequestForm")} de FastAPI.`
          : `${where} responde 422 al formulario que envía el panel (${detail}): debe aceptar application/x-www-form-urlencoded con ${code("username")} y ${code("password")} (${code("OAuth2PasswordRequestForm")} de FastAPI).`,
      ),
    );
    return { token };
  }
  probe.record(id, ...hops, ...probe.judge(authContract.signIn, where, answer));
  return { token: tokenOf(answer) };
}
