// The live step's writes (`--write`): a throwaway niche is created, edited, given deployment data and
// deleted, with a product in it (created, edited, deleted) and one bulk-imported; an API client, an
// API key of the wrapper and a template with its image go the same way, and a second token is signed
// out. Everything is named with WRITE_PREFIX and deleted even when a step fails.
import * as z from "zod/mini";
import { fail } from "./findings";
import { apiClientsContract } from "../../features/api-clients/contract";
import { apiClientCreateSchema, apiClientUpdateSchema } from "../../features/api-clients/schemas";
import { apiKeysContract } from "../../features/api-keys/contract";
import { apiKeyCreateSchema } from "../../features/api-keys/schemas";
import { authContract } from "../../features/auth/contract";
import { nichesContract } from "../../features/niches/contract";
import { nicheCreateSchema, nicheUpdateSchema } from "../../features/niches/request-schemas";
import { vercelDataSchema } from "../../features/niches/schemas";
import { productsContract } from "../../features/products/contract";
import { bulkImportRequestSchema, productCreateSchema, productUpdateSchema } from "../../features/products/request-schemas";
import { Cleanup, WRITE_PREFIX } from "./cleanup";
import type { Credentials } from "./credentials";
import { unlessDeadline } from "./http";
import { savedOf, succeeded, type Probe } from "./probe";
import { templateAndImage } from "./write-catalog";

type Saved = ReturnType<typeof savedOf>;

/** A record's id as a path param; a backend that answers ids as text still gets its records deleted. */
function idOf(saved: Saved): string | number | undefined {
  return typeof saved?.id === "number" || typeof saved?.id === "string" ? saved.id : undefined;
}

/** Bodies exactly as the panel's forms would send them (parsed with the contract's request schemas). */
function bodies(stamp: string) {
  const name = `${WRITE_PREFIX} ${stamp}`;
  return {
    niche: z.parse(nicheCreateSchema, {
      name,
      slug: `${WRITE_PREFIX}-${stamp}`,
      affiliate_tag: `${WRITE_PREFIX}-21`,
      description: "Nicho temporal de npm run check:upstream: se borra al terminar.",
    }),
    nicheEdit: z.parse(nicheUpdateSchema, { description: "Editado por npm run check:upstream." }),
    deployment: z.parse(vercelDataSchema, { siteUrl: "https://check-upstream.example.com", deployment: { url: "https://check-upstream.example.com" } }),
    product: z.parse(productCreateSchema, { amazon_url: "https://www.amazon.com/dp/B0CHECKUP1" }),
    productEdit: z.parse(productUpdateSchema, { amazon_url: "https://www.amazon.com/dp/B0CHECKUP2" }),
    import: z.parse(bulkImportRequestSchema, { products: [{ amazon_url: "https://www.amazon.com/dp/B0CHECKUP3" }] }),
    apiClient: z.parse(apiClientCreateSchema, { name, description: "Cliente temporal de npm run check:upstream." }),
    apiClientEdit: z.parse(apiClientUpdateSchema, { description: "Editado por npm run check:upstream." }),
    apiKey: z.parse(apiKeyCreateSchema, { name, email: "check-upstream@example.com" }),
  };
}

/** After a delete, reading the record again must answer 404. */
async function expectGone(probe: Probe, id: string, url: string, where: string): Promise<void> {
  const answer = await probe.client.call("GET", url, { token: probe.token }).catch(unlessDeadline);
  if (answer && answer.status !== 404) probe.record(id, fail(`Tras borrarlo, GET ${new URL(url).pathname} responde ${answer.status}, no 404: ${where} no lo borró.`));
}

async function product(probe: Probe, niche_id: string | number, body: ReturnType<typeof bodies>, cleanup: Cleanup): Promise<void> {
  const created = savedOf(await probe.call(productsContract.create, { niche_id }, { json: body.product }));
  const product_id = idOf(created);
  if (product_id === undefined) return;
  const url = probe.url(productsContract.remove, { product_id });
  cleanup.add(`el producto ${product_id}`, url);
  const listed = (await probe.call(productsContract.ofNiche, { niche_id })).data;
  if (Array.isArray(listed) && !listed.some((p: Saved) => p?.id === product_id)) {
    probe.record(productsContract.ofNiche.id, fail(`${probe.where(productsContract.ofNiche, { niche_id })} no incluye el producto recién creado.`));
  }
  await probe.call(productsContract.update, { product_id }, { json: body.productEdit });
  const edited = (await probe.call(productsContract.get, { product_id })).data as Saved;
  if (edited && edited.amazon_url !== body.productEdit.amazon_url) {
    probe.record(productsContract.update.id, fail(`${probe.where(productsContract.update, { product_id })} responde bien pero no guarda la nueva URL de Amazon.`));
  }
  const removed = await probe.call(productsContract.remove, { product_id });
  if (!succeeded(removed)) return;
  cleanup.done(url);
  await expectGone(probe, productsContract.remove.id, probe.url(productsContract.get, { product_id }), removed.where);
}

/** Imports one link into the niche, then deletes what the niche holds (its delete may refuse products). */
async function bulkImport(probe: Probe, niche_id: string | number, body: ReturnType<typeof bodies>): Promise<void> {
  const { data, where } = await probe.call(productsContract.import, { niche_id }, { json: body.import });
  const result = data as { successfully_imported?: number } | undefined;
  if (result && result.successfully_imported !== 1) {
    probe.record(productsContract.import.id, fail(`${where} no importó el enlace de prueba (successfully_imported: ${result.successfully_imported}).`));
  }
  // Deleted now, before the niche, whose own delete the next step checks.
  const imported = new Cleanup(probe);
  const held = await probe.client.call("GET", probe.url(productsContract.ofNiche, { niche_id }), { token: probe.token }).catch(unlessDeadline);
  for (const item of Array.isArray(held?.body) ? (held.body as Saved[]) : []) {
    const product_id = idOf(item);
    if (product_id !== undefined) imported.add(`el producto ${product_id}`, probe.url(productsContract.remove, { product_id }));
  }
  for (const left of await imported.run()) probe.record(productsContract.remove.id, fail(`No se pudo borrar ${left}.`));
}

async function niche(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const body = bodies(stamp);
  const created = savedOf(await probe.call(nichesContract.create, {}, { json: body.niche }));
  const niche_id = idOf(created);
  if (niche_id === undefined) return;
  const url = probe.url(nichesContract.remove, { niche_id });
  cleanup.add(`el nicho ${body.niche.name}`, url);
  await probe.call(nichesContract.update, { niche_id }, { json: body.nicheEdit });
  const read = (await probe.call(nichesContract.get, { niche_id })).data as Saved;
  if (read && read.description !== body.nicheEdit.description) {
    probe.record(nichesContract.update.id, fail(`${probe.where(nichesContract.update, { niche_id })} responde bien pero no guarda el cambio: al leer el nicho su descripción no cambió.`));
  }
  await probe.call(nichesContract.vercelData, { niche_id }, { json: body.deployment });
  await product(probe, niche_id, body, cleanup);
  await bulkImport(probe, niche_id, body);
  const removed = await probe.call(nichesContract.remove, { niche_id });
  if (!succeeded(removed)) return;
  cleanup.done(url);
  await expectGone(probe, nichesContract.remove.id, probe.url(nichesContract.get, { niche_id }), removed.where);
}

async function apiClient(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const body = bodies(stamp);
  const created = savedOf(await probe.call(apiClientsContract.create, {}, { json: body.apiClient }));
  const client_id = idOf(created);
  if (client_id === undefined) return;
  const url = probe.url(apiClientsContract.remove, { client_id });
  cleanup.add(`el API Client ${body.apiClient.name}`, url);
  await probe.call(apiClientsContract.update, { client_id }, { json: body.apiClientEdit });
  await probe.call(apiClientsContract.toggleStatus, { client_id });
  if (succeeded(await probe.call(apiClientsContract.remove, { client_id }))) cleanup.done(url);
}

async function apiKey(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const body = bodies(stamp).apiKey;
  const created = savedOf(await probe.call(apiKeysContract.create, {}, { json: body }));
  if (typeof created?.key !== "string") return;
  const url = probe.url(apiKeysContract.remove, { key: created.key });
  // Named, not shown: the key itself is a secret.
  cleanup.add(`la API key ${body.name}`, url);
  await probe.call(apiKeysContract.get, { key: created.key });
  if (succeeded(await probe.call(apiKeysContract.remove, { key: created.key }))) cleanup.done(url);
}

/** Signs in a second time and ends that token; the session's own token stays valid. */
async function signOut(probe: Probe, credentials: Credentials): Promise<void> {
  const second = await probe.client.call("POST", probe.url(authContract.signIn, {}), { form: { ...credentials } }).catch(unlessDeadline);
  const token = (second?.body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== "string") return;
  const { answer } = await probe.call(authContract.signOut, {}, { token });
  if (!answer || answer.status >= 300) return;
  const after = await probe.client.call("GET", probe.url(authContract.currentUser, {}), { token }).catch(unlessDeadline);
  if (after && after.status < 300) {
    probe.record(authContract.signOut.id, fail(`${probe.where(authContract.signOut, {})} responde ${answer.status} pero el token sigue valiendo (GET ${authContract.currentUser.path} responde ${after.status}).`));
  }
}

/** Runs the writes; what could not be deleted afterwards is said at once, for the operator to delete by hand. */
export async function writeEverything(probe: Probe, credentials: Credentials): Promise<void> {
  const stamp = Date.now().toString(36);
  const cleanup = new Cleanup(probe);
  try {
    await niche(probe, stamp, cleanup);
    await apiClient(probe, stamp, cleanup);
    await apiKey(probe, stamp, cleanup);
    await templateAndImage(probe, stamp, cleanup);
    await signOut(probe, credentials);
  } finally {
    probe.progress.leftover(await cleanup.run());
  }
}
