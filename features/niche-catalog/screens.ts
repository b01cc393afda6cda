export { CatalogDetail } from "./components/catalog-detail";
export { CatalogForm } from "./components/catalog-form";
export { CatalogEditPage } from "./components/catalog-form-page";
export { CatalogList } from "./components/catalog-list";
