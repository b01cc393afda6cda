// The template part of the write step: an image is uploaded (multipart `files`) and loaded from the
// `url` the upload answers, without a token, as the panel shows it; a template using it is created,
// edited and deleted; then the image is deleted.
import * as z from "zod/mini";
import { fail, note } from "./findings";
import { catalogContract } from "../../features/niche-catalog/contract";
import { catalogItemCreateSchema, catalogItemUpdateSchema } from "../../features/niche-catalog/request-schemas";
import { Cleanup, WRITE_PREFIX } from "./cleanup";
import { unlessDeadline } from "./http";
import { savedOf, succeeded, type Probe } from "./probe";

/** A 1×1 PNG. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

type Uploaded = { files?: { id?: string; url?: string }[] } | undefined;

/** The upload's id as the panel sends it to delete-image: `id`, else the file name in its `url`. */
function uploadId(file: { id?: string; url?: string }): string | undefined {
  return file.id ?? file.url?.split("/").pop();
}

async function loadsWithoutToken(probe: Probe, url: string): Promise<void> {
  const absolute = new URL(url, probe.target.api).toString();
  const answer = await probe.client.call("GET", absolute).catch((error: Error) => unlessDeadline(error) ?? error);
  const id = catalogContract.uploadedFile.id;
  if (answer instanceof Error) probe.record(id, fail(`${answer.message}: la imagen subida no se puede mostrar.`));
  else if (answer.status >= 300) probe.record(id, fail(`GET ${new URL(absolute).pathname} (la url de la imagen subida) responde ${answer.status} sin token: las plantillas se verán sin imagen.`));
  else if (!answer.contentType.startsWith("image/")) probe.record(id, note(`GET ${new URL(absolute).pathname} responde ${answer.contentType || "sin tipo"}, no una imagen.`));
  else probe.record(id);
}

export async function templateAndImage(probe: Probe, stamp: string, cleanup: Cleanup): Promise<void> {
  const form = new FormData();
  form.append("files", new Blob([PIXEL], { type: "image/png" }), `${WRITE_PREFIX}.png`);
  const uploaded = savedOf(await probe.call(catalogContract.uploadImages, {}, { multipart: form })) as Uploaded;
  const file = uploaded?.files?.[0];
  const upload_id = file && uploadId(file);
  if (!file?.url || !upload_id) return;
  const imageUrl = probe.url(catalogContract.deleteImage, { upload_id });
  cleanup.add(`la imagen ${file.url}`, imageUrl);
  await loadsWithoutToken(probe, file.url);

  const name = `${WRITE_PREFIX} ${stamp}`;
  const body = z.parse(catalogItemCreateSchema, { name, images: [file.url], github_url: "https://github.com/example/check-upstream" });
  const created = savedOf(await probe.call(catalogContract.create, {}, { json: body }));
  if (typeof created?.id === "number" || typeof created?.id === "string") {
    const id_or_slug = String(created.id);
    const url = probe.url(catalogContract.remove, { id_or_slug });
    cleanup.add(`la plantilla ${name}`, url);
    await probe.call(catalogContract.update, { id_or_slug }, { json: z.parse(catalogItemUpdateSchema, { description: "Editada por npm run check:upstream." }) });
    await probe.call(catalogContract.get, { id_or_slug });
    if (succeeded(await probe.call(catalogContract.remove, { id_or_slug }))) cleanup.done(url);
  }
  if (succeeded(await probe.call(catalogContract.deleteImage, { upload_id }))) cleanup.done(imageUrl);
}
