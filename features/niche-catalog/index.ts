export { useCatalogItems } from "./hooks";
export { catalogFormItemQuery, catalogItemQuery, catalogItemsQuery } from "./queries";
export { CATALOG_COUNTS, CATALOG_PAGE_ROWS, catalogListAsk, catalogListSource } from "./list-source";
export { hasGithubUrl } from "./github-url";
