// One live call of a contract endpoint: the URL the panel's request would reach, the answer read
// with the contract's schema, and what went wrong recorded under the endpoint's row.
import type { Endpoint, PathParams } from "../../lib/contract/endpoint";
import { checkAnswer } from "./answer-check";
import { fail, note, type Finding } from "./findings";
import { upstreamPathOf } from "./upstream-doc";
import { isJson, unlessDeadline, type Answer, type CallOptions, type Client } from "./http";
import type { Progress } from "./progress";

export interface Target {
  /** The API's URL (what `API_UPSTREAM_URL` would be). */
  api: string;
  /** The wrapper's URL (what `WRAPPER_UPSTREAM_URL` would be). */
  wrapper: string;
}

type Query = Record<string, string | number | boolean>;

export interface Called {
  answer?: Answer;
  /** The parsed answer when it was a success the panel reads; undefined otherwise. */
  data?: unknown;
  where: string;
}

/** The record a create or read answered, even when it failed the schema: what was created must still be deleted. */
export function savedOf(called: Called): { id?: unknown; key?: unknown; [field: string]: unknown } | undefined {
  const body = succeeded(called) ? called.answer!.body : undefined;
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** The call got a 2xx, whatever its answer's shape. */
export function succeeded(called: Called): boolean {
  return called.answer !== undefined && called.answer.status < 300;
}

export class Probe {
  token?: string;

  constructor(
    readonly target: Target,
    readonly client: Client,
    readonly progress: Progress,
  ) {}

  /** The absolute URL the panel's request for `endpoint` reaches. */
  url<P extends string>(endpoint: Endpoint<P>, params: PathParams<P>, query?: Query): string {
    return upstreamPathOf(endpoint.url(params, query), { api: this.target.api, wrapper: this.target.wrapper });
  }

  where<P extends string>(endpoint: Endpoint<P>, params: PathParams<P>, query?: Query): string {
    const url = new URL(this.url(endpoint, params, query));
    return `${endpoint.method} ${url.pathname}${url.search}`;
  }

  record(id: string, ...found: Finding[]): void {
    this.progress.record(id, "live", ...found);
  }

  /** The detail of an error answer, secrets masked, shortened, for a message. */
  detail(answer: Answer): string {
    const body = this.progress.secrets.maskValue(answer.body) as { detail?: unknown } | string | null;
    const detail = body && typeof body === "object" && "detail" in body ? body.detail : body;
    const text = typeof detail === "string" ? detail : JSON.stringify(detail);
    return text && text.length > 120 ? `${text.slice(0, 117)}...` : (text ?? "");
  }

  /** Calls `endpoint` as the panel does and records whether the panel could read the answer. */
  async call<P extends string>(endpoint: Endpoint<P>, params: PathParams<P>, options: CallOptions & { query?: Query } = {}): Promise<Called> {
    const where = this.where(endpoint, params, options.query);
    const token = endpoint.public ? undefined : (options.token ?? this.token);
    let answer: Answer;
    try {
      answer = await this.client.call(endpoint.method, this.url(endpoint, params, options.query), { ...options, token });
    } catch (error) {
      unlessDeadline(error);
      this.record(endpoint.id, fail(`${(error as Error).message}.`));
      return { where };
    }
    const found = [...this.hops(where, answer), ...this.judge(endpoint, where, answer)];
    this.record(endpoint.id, ...found);
    const ok = answer.status >= 200 && answer.status < 300 && !found.some((f) => f.level === "fail");
    return { answer, where, data: ok ? answer.body : undefined };
  }

  /** The redirects followed, printed as they happen and kept as notes of the row. */
  hops(where: string, answer: Answer): Finding[] {
    return answer.hops.map((hop) => {
      const origin = new URL(hop.from).origin === new URL(hop.to).origin ? "en el mismo origen" : "a otro origen, sin credenciales";
      const text = `${where} redirige (${hop.status}) a ${hop.to}, ${origin}: se siguió.`;
      this.progress.say(`  ↪ ${text}`);
      return note(text);
    });
  }

  /** What the panel would make of `answer`, as findings of its row. */
  judge(endpoint: Endpoint, where: string, answer: Answer): Finding[] {
    if (answer.refused) return [fail(`${where} ${answer.refused}.`)];
    if (answer.status === 404) return [fail(`${where} responde 404 (${this.detail(answer) || "sin detalle"}): falta la ruta o el recurso.`)];
    if (answer.status === 401 || answer.status === 403) return [fail(`${where} rechaza el token de la sesión (${answer.status}: ${this.detail(answer)}).`)];
    if (answer.status < 200 || answer.status >= 300) return [fail(`${where} responde ${answer.status}: ${this.detail(answer)}.`)];
    const expected = endpoint.status ?? 200;
    const found: Finding[] = [];
    if (answer.status !== expected && expected !== 204) found.push(note(`${where} responde ${answer.status} (el contrato dice ${expected}; el panel acepta cualquier 2xx).`));
    if (answer.status === 204 || expected === 204) return found;
    if (!isJson(answer)) {
      // An answer the panel does not read (an image, a file) needs no JSON.
      return checkAnswer(endpoint, where, undefined).length ? [...found, fail(`${where} no responde JSON (${answer.contentType || "sin tipo"}).`)] : found;
    }
    return [...found, ...checkAnswer(endpoint, where, this.progress.secrets.maskValue(answer.body))];
  }
}
