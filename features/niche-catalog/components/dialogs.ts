// The template dialogs, gathered so they load as one part (see ./lazy-dialogs.ts).
export { DeleteCatalogDialog } from "./delete-catalog-dialog";
export { ImageLightbox } from "./image-lightbox";
