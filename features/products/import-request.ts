// A link that opens the general list with its import dialog ("Importar Productos" from the global search).
export const IMPORT_REQUEST_PARAM = "import";
export const IMPORT_PRODUCTS_HREF = `/products?${IMPORT_REQUEST_PARAM}=1`;

/** The search without the import request, once the dialog has been opened for it. */
export function withoutImportRequest(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(IMPORT_REQUEST_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
