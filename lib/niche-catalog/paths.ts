// The template catalogue's URLs and its image uploads': the only place they are spelled. The catalogue
// paths double as SWR keys.
export const CATALOG_PATH = "/api/v1/niche-catalogo/";
export const catalogItemPath = (id: number | string) => `${CATALOG_PATH}${encodeURIComponent(String(id))}`;
export const UPLOAD_PATH = "/api/v1/upload/upload-images";
export const uploadedImagePath = (uploadId: string) => `/api/v1/upload/delete-image/${encodeURIComponent(uploadId)}`;
