// The live step's reads, with the session's token: the current user, every list and one record of
// each, paging with skip/limit, and the wrapper. Nothing is changed.
import type { Endpoint, PathParams } from "../../lib/contract/endpoint";
import { fail, note } from "./findings";
import { pagingFinding } from "./paging";
import { authContract } from "../../features/auth/contract";
import { automationContract } from "../../features/automation/contract";
import { healthContract } from "../../features/health/contract";
import { catalogContract } from "../../features/niche-catalog/contract";
import { hasGithubUrl } from "../../features/niche-catalog/github-url";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";
import { apiClientsContract } from "../../features/api-clients/contract";
import { apiKeysContract } from "../../features/api-keys/contract";
import { isJson, unlessDeadline } from "./http";
import { succeeded, type Called, type Probe } from "./probe";

type Item = { id?: unknown; [key: string]: unknown };
/** The records of a list's answer; read even when the answer failed the schema, to go on checking them. */
const items = (called: Called): Item[] => (succeeded(called) && Array.isArray(called.answer!.body) ? (called.answer!.body as Item[]) : []);
const code = (text: string) => `\`${text}\``;
const FIRST_PAGE = 100;

/**
 * Reads a list's first hundred records (what FastAPI answers by default, and what the panel's first
 * request gets from it; a catalogue of 200,000 products answered whole is over 100 MB), then checks
 * its paging (`pagingFinding`).
 */
async function readList<P extends string>(probe: Probe, endpoint: Endpoint<P>, params: PathParams<P>): Promise<Item[]> {
  const called = await probe.call(endpoint, params, endpoint.paged ? { query: { skip: 0, limit: FIRST_PAGE } } : {});
  const list = items(called);
  if (!endpoint.paged || list.length < 2) return list;
  // The pages' records were read in the whole list already: only their count and order matter here.
  const page = (skip: number) =>
    probe.client.call("GET", probe.url(endpoint, params, { skip, limit: 1 }), { token: probe.token }).then(
      (answer) => items({ answer, where: called.where }),
      (error: unknown) => unlessDeadline(error) ?? [],
    );
  const [first, second] = [await page(0), await page(1)];
  const finding = pagingFinding(called.where, list, first, second);
  if (finding) probe.record(endpoint.id, finding);
  return list;
}

/**
 * How the panel will read a list here: a page at a time when a one-row page asked with `query` says its
 * total (X-Total-Count) and holds only rows that `meets`, else the whole list.
 */
async function listMode<P extends string>(
  probe: Probe,
  endpoint: Endpoint<P>,
  params: PathParams<P>,
  name: string,
  ask: { query: Record<string, string>; meets: (row: Item) => boolean },
): Promise<void> {
  const url = probe.url(endpoint, params, { ...ask.query, skip: 0, limit: 1 });
  const answer = await probe.client.call("GET", url, { token: probe.token }).catch(unlessDeadline);
  const rows = answer?.status === 200 && Array.isArray(answer.body) ? (answer.body as Item[]) : null;
  const total = answer?.headers?.["x-total-count"];
  const paged = rows !== null && typeof total === "string" && /^\d+$/.test(total) && rows.every(ask.meets);
  probe.progress.say(
    paged
      ? `Listas: ${name} se pagina en el servidor (filtros, búsqueda y X-Total-Count).`
      : `Listas: degrada: ${name} se lee entera (sin X-Total-Count o sin filtrar por status), y el panel la filtra en el navegador.`,
  );
}

/** A product list asked for one status, the first product's. */
function byStatus(sample: Item[]) {
  const status = typeof sample[0]?.generation_status === "string" ? sample[0].generation_status : "completed";
  return { query: { sort: "-id", status }, meets: (row: Item) => row.generation_status === status };
}

/** The niche list asked for the state its first niche is not in: a server that ignores `status` answers that niche. */
function byActivity(sample: Item[]) {
  const active = sample[0]?.is_active === false;
  return { query: { sort: "updated_at", status: active ? "active" : "inactive" }, meets: (row: Item) => row.is_active === active };
}

/** The niche list asked for its last niche by slug: a server that ignores `slug` answers its first. */
function bySlug(sample: Item[]) {
  const slug = String(sample.at(-1)?.slug ?? "check-upstream-ningun-nicho");
  return { query: { slug }, meets: (row: Item) => row.slug === slug };
}

/** The client list searched for its last client's id: a server that ignores `q` answers its first. */
function byClientId(sample: Item[]) {
  const clientId = String(sample.at(-1)?.client_id ?? "check-upstream-ningun-cliente");
  return { query: { q: clientId, sort: "name" }, meets: (row: Item) => String(row.client_id ?? "").includes(clientId) };
}

/** The template list asked for those without a usable repository: a server that ignores `with_github` answers one with. */
const withoutRepository = { query: { sort: "-id", with_github: "false" }, meets: (row: Item) => !hasGithubUrl(row as { github_url?: string | null }) };

async function checkProducts(probe: Probe, niches: Item[]): Promise<void> {
  const products = await readList(probe, productsContract.list, {});
  await listMode(probe, productsContract.list, {}, "la lista de productos", byStatus(products));
  const withProducts = niches.find((n) => typeof n.product_count === "number" && n.product_count > 0) ?? niches[0];
  if (withProducts) {
    const params = { niche_id: withProducts.id as number };
    const ofNiche = await readList(probe, productsContract.ofNiche, params);
    await listMode(probe, productsContract.ofNiche, params, "la lista de productos de un nicho", byStatus(ofNiche));
  }
  await probe.call(productsContract.search, {}, { query: { q: "a" } });
  const product = products.find((p) => p.generation_status === "completed") ?? products[0];
  if (!product) return;
  const product_id = product.id as number;
  await probe.call(productsContract.get, { product_id });
  await probe.call(productsContract.contents, { product_id });
  const latest = probe.where(productsContract.latestContent, { product_id });
  const answer = await probe.client.call("GET", probe.url(productsContract.latestContent, { product_id }), { token: probe.token }).catch(unlessDeadline);
  // A product without generated content answers 404: that says nothing about the route.
  if (answer?.status === 404 && product.generation_status !== "completed") {
    probe.record(productsContract.latestContent.id, note(`${latest} responde 404: ningún producto de la lista tiene contenido generado.`));
  } else {
    await probe.call(productsContract.latestContent, { product_id });
  }
}

/** FastAPI's answer to a path no route serves: from the wrapper's URL, it means no wrapper is there. */
const isNoRoute = (detail: unknown) => detail === "Not Found";

/** The wrapper answers an unknown key with a JSON 404 of its own, not a page of another server, FastAPI's 404 for an unknown path, or a network failure. */
async function checkWrapper(probe: Probe): Promise<void> {
  const params = { key: `check-upstream-desconocida-${Date.now()}` };
  const where = probe.where(apiKeysContract.get, params);
  const id = apiKeysContract.get.id;
  const elsewhere = `esa URL no parece el wrapper. Indica su URL con --wrapper (WRAPPER_UPSTREAM_URL)`;
  let answer;
  try {
    answer = await probe.client.call("GET", probe.url(apiKeysContract.get, params), { token: probe.token });
  } catch (error) {
    unlessDeadline(error);
    probe.record(id, fail(`${(error as Error).message}: el panel no llega al wrapper.`));
    return;
  }
  const hops = probe.hops(where, answer);
  const detail = probe.detail(answer);
  if (answer.refused) {
    probe.record(id, ...hops, fail(`${where} ${answer.refused}.`));
  } else if (answer.status === 404 && isJson(answer) && isNoRoute((answer.body as { detail?: unknown } | null)?.detail)) {
    probe.record(
      id,
      ...hops,
      fail(
        `${where} responde 404 ${code('{"detail":"Not Found"}')}, lo que FastAPI responde a una ruta que no existe, no a una API key desconocida: ${elsewhere}. Si es tu wrapper, responde a una key que no existe con un ${code("detail")} propio (p. ej. "API key not found").`,
      ),
    );
  } else if (answer.status === 404 && isJson(answer)) {
    probe.record(id, ...hops, note(`${where} responde 404 en JSON (${detail}): el wrapper responde.`));
  } else if (answer.status === 404) {
    probe.record(id, ...hops, fail(`${where} responde 404 sin JSON (${answer.contentType || "sin tipo"}): ${elsewhere}.`));
  } else if (answer.status === 401 || answer.status === 403) {
    probe.record(id, ...hops, fail(`${where} rechaza el token de la sesión (${answer.status}): el wrapper debe aceptar el token que emite ${authContract.signIn.path}.`));
  } else {
    probe.record(id, ...hops, fail(`${where} responde ${answer.status} a una API key que no existe; el panel espera 404 con ${code("detail")}.`));
  }
}

/** Every read the panel makes, with the token of `probe`. */
export async function readEverything(probe: Probe): Promise<void> {
  await probe.call(authContract.currentUser, {});
  const niches = await readList(probe, nichesContract.list, {});
  await listMode(probe, nichesContract.list, {}, "la lista de nichos", byActivity(niches));
  await listMode(probe, nichesContract.list, {}, "la elección de un nicho por slug o id", bySlug(niches));
  if (niches[0]) await probe.call(nichesContract.get, { niche_id: niches[0].id as number });
  await checkProducts(probe, niches);
  const templates = await readList(probe, catalogContract.list, {});
  await listMode(probe, catalogContract.list, {}, "la lista de plantillas", withoutRepository);
  if (templates[0]) await probe.call(catalogContract.get, { id_or_slug: String(templates[0].id) });
  const clients = await readList(probe, apiClientsContract.list, {});
  await listMode(probe, apiClientsContract.list, {}, "la lista de API clients", byClientId(clients));
  await probe.call(apiClientsContract.overview, {});
  if (clients[0]) {
    await probe.call(apiClientsContract.get, { client_id: clients[0].id as number });
    await probe.call(apiClientsContract.stats, { client_id: clients[0].id as number }, { query: { days: 7 } });
  }
  await probe.call(automationContract.running, {});
  await probe.call(healthContract.health, {});
  await checkWrapper(probe);
}
