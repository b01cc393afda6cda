export { useCatalogItems } from "./hooks";
export { catalogFormItemQuery, catalogItemQuery, catalogItemsQuery } from "./queries";
