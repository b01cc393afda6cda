export { useCatalogItems } from "./hooks";
export { catalogItemQuery, catalogItemsQuery } from "./queries";
