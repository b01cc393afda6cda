export { useCatalogItems } from "./hooks";
export { catalogFormItemQuery, catalogItemQuery, catalogItemsQuery } from "./queries";
export { hasGithubUrl } from "./github-url";
