export { useCatalogItems } from "./hooks";
export { catalogFormItemQuery, catalogItemQuery, catalogItemsQuery } from "./queries";
export { CATALOG_PAGE_ROWS, catalogCountQuery, catalogNewestQuery } from "./list-pages";
export { hasGithubUrl } from "./github-url";
