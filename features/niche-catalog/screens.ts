export { CatalogDetail } from "./components/catalog-detail";
export { CatalogFormWhenIdle } from "./components/catalog-form-when-idle";
export { CatalogEditPage } from "./components/catalog-form-page";
export { CatalogList } from "./components/catalog-list";
