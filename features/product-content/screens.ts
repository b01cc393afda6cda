export { ProductContentView } from "./components/product-content-view";
