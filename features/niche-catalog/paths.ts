// The niche-catalog calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const catalogPathTemplates = {
  list: "/api/v1/niche-catalogo/",
  create: "/api/v1/niche-catalogo/",
  get: "/api/v1/niche-catalogo/{id_or_slug}",
  update: "/api/v1/niche-catalogo/{id_or_slug}",
  remove: "/api/v1/niche-catalogo/{id_or_slug}",
  uploadImages: "/api/v1/upload/upload-images",
  uploadedFile: "/api/v1/upload/files/{name}",
  deleteImage: "/api/v1/upload/delete-image/{upload_id}",
} as const;

export const CATALOG_PATH = catalogPathTemplates.list;
export const catalogItemPath = (id: number | string) => fillUrl(catalogPathTemplates.get, { id_or_slug: id });
export const UPLOAD_PATH = catalogPathTemplates.uploadImages;
export const uploadedImagePath = (uploadId: string) => fillUrl(catalogPathTemplates.deleteImage, { upload_id: uploadId });
