export { fetchNicheProducts, productReads, productsPaths, triggerGeneration } from "./api";
export { readCardContents } from "./card-contents";
export { allProductsInScreenOrder, filtersFromSearch } from "./filters";
export { useAllProducts } from "./hooks";
export { IMPORT_PRODUCTS_HREF } from "./import-request";
export { allProductsQuery, nicheProductsQuery, productFormQuery, productQuery } from "./queries";
export { productsCacheHandler } from "./realtime";
