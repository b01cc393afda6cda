// The product dialogs, gathered so they load as one part (see ./lazy-dialogs.ts).
export { BulkImportDialog } from "./bulk-import-dialog";
export { ForceRegenerationDialog } from "./force-regeneration-dialog";
export { ImportProductsDialog } from "./import-products-dialog";
export { ProductDeleteDialog } from "./product-delete-dialog";
