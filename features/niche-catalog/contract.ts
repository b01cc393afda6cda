// The template catalogue and image upload calls: the reads (read-contract.ts) and the writes.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { ignoredAnswerSchema, messageAnswerSchema } from "@/lib/contract/answers";
import { catalogItemParams as itemParams, catalogReads } from "./read-contract";
import { catalogItemCreateSchema, catalogItemUpdateSchema } from "./request-schemas";
import { catalogItemSchema, uploadResponseSchema } from "./schemas";

export const catalogContract = {
  ...catalogReads,
  create: endpoint("catalog.create", {
    method: "POST",
    path: "/api/v1/niche-catalogo/",
    summary: "New template; 409 when its name or slug is taken",
    body: catalogItemCreateSchema,
    response: catalogItemSchema,
    status: 201,
    need: REQUIRED,
  }),
  update: endpoint("catalog.update", {
    method: "PUT",
    path: "/api/v1/niche-catalogo/{id_or_slug}",
    summary: "Template edit, active toggle",
    params: itemParams,
    body: catalogItemUpdateSchema,
    response: catalogItemSchema,
    need: REQUIRED,
  }),
  remove: endpoint("catalog.remove", {
    method: "DELETE",
    path: "/api/v1/niche-catalogo/{id_or_slug}",
    summary: "Delete a template",
    params: itemParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  uploadImages: endpoint("catalog.uploadImages", {
    method: "POST",
    path: "/api/v1/upload/upload-images",
    summary: "Template images (multipart `files`); each `url` is a path on the API origin",
    bodyEncoding: "multipart",
    response: uploadResponseSchema,
    need: REQUIRED,
  }),
  uploadedFile: endpoint("catalog.uploadedFile", {
    method: "GET",
    path: "/api/v1/upload/files/{name}",
    summary: "An uploaded image, served without a token",
    params: z.object({ name: z.string() }),
    response: ignoredAnswerSchema,
    public: true,
    need: optional("Images are wherever the upload's `url` points; this is the embedded backend's place for them."),
  }),
  deleteImage: endpoint("catalog.deleteImage", {
    method: "DELETE",
    path: "/api/v1/upload/delete-image/{upload_id}",
    summary: "Removes an uploaded image",
    params: z.object({ upload_id: z.string() }),
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
} as const;
