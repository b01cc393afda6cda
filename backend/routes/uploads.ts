// Image uploads (features/niche-catalog/contract.ts): the upload (multipart `files`, streamed to disk on
// PGlite, read into the database on PostgreSQL), each stored image served without a token as `<id>.<ext>`,
// and its deletion.
import fs from "node:fs";
import path from "node:path";
import { Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { HttpError, notFound, ValidationError } from "../http-errors";
import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_MAX_BYTES } from "../../features/niche-catalog/schemas";
import { catalogContract } from "../../features/niche-catalog/contract";
import { contractRoute } from "../contract-routes";
import {
  CONTENT_TYPES,
  STORED_NAME,
  keepsBytesInDatabase,
  newUploadId,
  publicUploadUrl,
  sniffImage,
  uploadsDir,
  uploadWriteError,
} from "../uploads-store";
import { deleteUpload, insertUpload, readUploadData } from "../repos/uploads-repo";

const MAX_FILES = 20;

/** Consumes and discards a file stream (keeps the multipart parser moving). */
function drain(stream: Readable): Promise<void> {
  return pipeline(stream, new Writable({ write: (_c, _e, cb) => cb() }));
}

export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const dir = uploadsDir(ctx.config.dataDir);
  const inDatabase = keepsBytesInDatabase(ctx.db);
  const { uploadImages, uploadedFile, deleteImage } = catalogContract;

  app.route({
    ...contractRoute(uploadImages),
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new ValidationError([{ loc: ["body", "files"], msg: "Se esperaba un formulario multipart con el campo files", type: "missing" }]);
      }
      const saved: { id: string; ext: string; filename: string; size: number; content_type: string; dest?: string; data?: Buffer }[] = [];
      let failure: HttpError | undefined;
      // Files on disk that no row records yet: removed when the request fails, however it fails (a
      // browser that goes away mid-upload included), so that nothing is left without its row.
      const unrecorded = new Set<string>();
      try {
        return await receive();
      } finally {
        for (const file of unrecorded) fs.rmSync(file, { force: true });
      }

      async function receive() {
        const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: MAX_FILES, fields: 20, parts: MAX_FILES + 20 } });
        for await (const part of parts) {
          if (part.type !== "file") continue;
          if (failure || (part.fieldname !== "files" && part.fieldname !== "file")) {
            await drain(part.file);
            continue;
          }
          const filename = (part.filename || "archivo").slice(0, 255);
          const ext = path.extname(filename).slice(1).toLowerCase();
          if (!(UPLOAD_ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) {
            failure = new HttpError(422, `El archivo "${filename}" no es un tipo permitido (png, jpg, jpeg, webp, gif)`);
            await drain(part.file);
            continue;
          }
          const id = newUploadId();
          // Written under a provisional name: what the file holds, not its name, decides its type.
          const dest = path.join(dir, `${id}.part`);
          let head = Buffer.alloc(0);
          let size = 0;
          const sniff = new Transform({
            transform(chunk: Buffer, _enc, cb) {
              size += chunk.length;
              if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
              cb(null, chunk);
            },
          });
          const chunks: Buffer[] = [];
          if (!inDatabase) unrecorded.add(dest);
          const sink = inDatabase ? new Writable({ write: (chunk: Buffer, _e, cb) => (chunks.push(chunk), cb()) }) : fs.createWriteStream(dest, { mode: 0o600 });
          // The part written so far stays in `unrecorded`, removed on the way out.
          await pipeline(part.file, sniff, sink).catch((err: unknown) => {
            throw uploadWriteError(err);
          });
          if (part.file.truncated) {
            failure = new HttpError(413, `El archivo "${filename}" supera el tamaño máximo de 5 MB`);
            continue;
          }
          // A PNG named .jpg is a PNG: it is stored and served as one.
          const storedExt = sniffImage(head);
          if (!storedExt) {
            failure = new HttpError(422, `El archivo "${filename}" no es una imagen PNG, JPG, WEBP ni GIF válida`);
            continue;
          }
          let kept: { data: Buffer } | { dest: string } = { data: Buffer.concat(chunks) };
          if (!inDatabase) {
            const named = path.join(dir, `${id}.${storedExt}`);
            fs.renameSync(dest, named);
            unrecorded.delete(dest);
            unrecorded.add(named);
            kept = { dest: named };
          }
          saved.push({ id, ext: storedExt, filename, size, content_type: CONTENT_TYPES[storedExt], ...kept });
        }
        if (!failure && saved.length === 0) {
          failure = new ValidationError([{ loc: ["body", "files"], msg: "Field required", type: "missing" }]);
        }
        if (failure) throw failure;
        for (const s of saved) {
          await insertUpload(ctx.db, { id: s.id, filename: s.filename, content_type: s.content_type, size: s.size }, s.data);
          if (s.dest) unrecorded.delete(s.dest);
        }
        return {
          files: saved.map((s) => ({ id: s.id, url: publicUploadUrl(s.id, s.ext), filename: s.filename, size: s.size, content_type: s.content_type })),
          message: saved.length === 1 ? "1 imagen subida correctamente" : `${saved.length} imágenes subidas correctamente`,
        };
      }
    },
  });

  app.route({
    ...contractRoute(uploadedFile),
    config: { public: true },
    handler: async (request, reply) => {
      const name = request.params.name;
      const m = STORED_NAME.exec(name);
      if (!m) throw notFound("Archivo no encontrado");
      const contentType = CONTENT_TYPES[m[2]];
      const file = path.join(dir, name);
      const data = inDatabase ? await readUploadData(ctx.db, m[1], contentType) : undefined;
      if (inDatabase ? !data : !fs.existsSync(file)) throw notFound("Archivo no encontrado");
      reply
        .type(contentType)
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(data ?? fs.createReadStream(file));
    },
  });

  app.route({
    ...contractRoute(deleteImage),
    handler: async (request) => {
      const id = request.params.upload_id.replace(/\.(png|jpg|jpeg|webp|gif)$/i, "");
      if (!/^[a-f0-9]{24}$/.test(id)) throw notFound("Imagen no encontrada");
      const contentType = await deleteUpload(ctx.db, id);
      if (contentType === undefined) throw notFound("Imagen no encontrada");
      const ext = Object.entries(CONTENT_TYPES).find(([, t]) => t === contentType)?.[0];
      if (ext) fs.rmSync(path.join(dir, `${id}.${ext}`), { force: true });
      return { message: "Imagen eliminada correctamente", id };
    },
  });
};
