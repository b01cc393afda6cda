// The live step's writes (`--write`): a throwaway niche and a product in it are created, edited and
// deleted, an API client and an API key of the wrapper too, and a second token is signed out. Everything it creates is
// named with WRITE_PREFIX, and deleted even when a step fails.
import * as z from "zod/mini";
import { fail } from "../../lib/contract/conformance/findings";
import { apiKeysContract } from "../../lib/api-keys/contract";
import { authContract } from "../../lib/auth/contract";
import { nicheCreateSchema, nicheUpdateSchema } from "../../lib/niches/request-schemas";
import { nichesContract } from "../../lib/niches/contract";
import { productCreateSchema, productUpdateSchema } from "../../lib/products/request-schemas";
import { productsContract } from "../../lib/products/contract";
import { apiKeyCreateSchema } from "../../lib/api-keys/schemas";
import { apiClientsContract } from "../../lib/api-clients/contract";
import { apiClientCreateSchema, apiClientUpdateSchema } from "../../lib/api-clients/schemas";
import { call } from "./http";
import type { Credentials } from "./live";
import type { Probe } from "./probe";

/** What names every record the check creates, so an operator recognises a leftover. */
export const WRITE_PREFIX = "check-upstream";

type Saved = { id?: unknown; key?: unknown; [field: string]: unknown } | undefined;

/** Deletes left behind by a failed step, undone at the end; each returns what it could not delete. */
type Cleanup = Map<string, () => Promise<string | undefined>>;

function leftover(probe: Probe, cleanup: Cleanup, what: string, url: string): void {
  cleanup.set(url, async () => {
    const answer = await call("DELETE", url, { token: probe.token }).catch(() => undefined);
    return answer && answer.status < 300 ? undefined : `${what} (${new URL(url).pathname})`;
  });
}

/** Bodies exactly as the panel's forms would send them (parsed with the contract's request schemas). */
function bodies(stamp: string) {
  return {
    niche: z.parse(nicheCreateSchema, {
      name: `${WRITE_PREFIX} ${stamp}`,
      slug: `${WRITE_PREFIX}-${stamp}`,
      affiliate_tag: `${WRITE_PREFIX}-21`,
      description: "Nicho temporal de npm run check:upstream: se borra al terminar.",
    }),
    nicheEdit: z.parse(nicheUpdateSchema, { description: "Editado por npm run check:upstream." }),
    product: z.parse(productCreateSchema, { amazon_url: "https://www.amazon.com/dp/B0CHECKUP1" }),
    productEdit: z.parse(productUpdateSchema, { amazon_url: "https://www.amazon.com/dp/B0CHECKUP2" }),
    apiClient: z.parse(apiClientCreateSchema, { name: `${WRITE_PREFIX} ${stamp}`, description: "Cliente temporal de npm run check:upstream." }),
    apiClientEdit: z.parse(apiClientUpdateSchema, { description: "Editado por npm run check:upstream." }),
    apiKey: z.parse(apiKeyCreateSchema, { name: `${WRITE_PREFIX} ${stamp}`, email: "check-upstream@example.com" }),
  };
}

/** After a delete, reading the record again must answer 404. */
async function expectGone(probe: Probe, id: string, url: string, where: string): Promise<void> {
  const answer = await call("GET", url, { token: probe.token }).catch(() => undefined);
  if (answer && answer.status !== 404) probe.record(id, fail(`Tras borrarlo, GET ${new URL(url).pathname} responde ${answer.status}, no 404: ${where} no lo borró.`));
}

async function nicheAndProduct(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const body = bodies(stamp);
  const niche = (await probe.call(nichesContract.create, {}, { json: body.niche })).data as Saved;
  if (typeof niche?.id !== "number") return;
  const niche_id = niche.id;
  leftover(probe, cleanup, `el nicho ${body.niche.name}`, probe.url(nichesContract.remove, { niche_id }));

  await probe.call(nichesContract.update, { niche_id }, { json: body.nicheEdit });
  const read = (await probe.call(nichesContract.get, { niche_id })).data as Saved;
  if (read && read.description !== body.nicheEdit.description) {
    probe.record(nichesContract.update.id, fail(`${probe.where(nichesContract.update, { niche_id })} responde bien pero no guarda el cambio: al leer el nicho su descripción no cambió.`));
  }

  const product = (await probe.call(productsContract.create, { niche_id }, { json: body.product })).data as Saved;
  if (typeof product?.id === "number") {
    const product_id = product.id;
    leftover(probe, cleanup, `el producto ${product_id}`, probe.url(productsContract.remove, { product_id }));
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
    if (removed.data !== undefined) cleanup.delete(probe.url(productsContract.remove, { product_id }));
    if (removed.data !== undefined) await expectGone(probe, productsContract.remove.id, probe.url(productsContract.get, { product_id }), removed.where);
  }

  const removed = await probe.call(nichesContract.remove, { niche_id });
  if (removed.data !== undefined) cleanup.delete(probe.url(nichesContract.remove, { niche_id }));
  if (removed.data !== undefined) await expectGone(probe, nichesContract.remove.id, probe.url(nichesContract.get, { niche_id }), removed.where);
}

async function apiClient(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const body = bodies(stamp);
  const created = (await probe.call(apiClientsContract.create, {}, { json: body.apiClient })).data as Saved;
  if (typeof created?.id !== "number") return;
  const client_id = created.id;
  const url = probe.url(apiClientsContract.remove, { client_id });
  leftover(probe, cleanup, `el cliente API ${body.apiClient.name}`, url);
  await probe.call(apiClientsContract.update, { client_id }, { json: body.apiClientEdit });
  await probe.call(apiClientsContract.toggleStatus, { client_id });
  if ((await probe.call(apiClientsContract.remove, { client_id })).data !== undefined) cleanup.delete(url);
}

async function apiKey(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const created = (await probe.call(apiKeysContract.create, {}, { json: bodies(stamp).apiKey })).data as Saved;
  if (typeof created?.key !== "string") return;
  const url = probe.url(apiKeysContract.remove, { key: created.key });
  leftover(probe, cleanup, `la API key ${created.key}`, url);
  await probe.call(apiKeysContract.get, { key: created.key });
  if ((await probe.call(apiKeysContract.remove, { key: created.key })).data !== undefined) cleanup.delete(url);
}

/** Signs in a second time and ends that token; the session's own token stays valid. */
async function signOut(probe: Probe, credentials: Credentials): Promise<void> {
  const second = await call("POST", probe.url(authContract.signIn, {}), { form: { ...credentials } }).catch(() => undefined);
  const token = (second?.body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== "string") return;
  const { answer } = await probe.call(authContract.signOut, {}, { token });
  if (!answer || answer.status >= 300) return;
  const after = await call("GET", probe.url(authContract.currentUser, {}), { token }).catch(() => undefined);
  if (after && after.status < 300) {
    probe.record(authContract.signOut.id, fail(`${probe.where(authContract.signOut, {})} responde ${answer.status} pero el token sigue valiendo (GET ${authContract.currentUser.path} responde ${after.status}).`));
  }
}

/** Runs the writes; resolves to what could not be deleted afterwards (for the operator to delete by hand). */
export async function writeEverything(probe: Probe, credentials: Credentials): Promise<string[]> {
  const stamp = Date.now().toString(36);
  const cleanup: Cleanup = new Map();
  const left: string[] = [];
  try {
    await nicheAndProduct(probe, stamp, cleanup);
    await apiClient(probe, stamp, cleanup);
    await apiKey(probe, stamp, cleanup);
    await signOut(probe, credentials);
  } finally {
    // Undone from the end: a product before its niche.
    for (const undo of [...cleanup.values()].reverse()) {
      const what = await undo();
      if (what) left.push(what);
    }
  }
  return left;
}
