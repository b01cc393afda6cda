export { ProductContentView } from "./components/product-content-view";
export { CONTENT_ICONS } from "./components/content-icon-elements";
