export { AllProductsScreen } from "./components/all-products-screen";
export { NicheProductsScreen } from "./components/niche-products-screen";
export { ProductFormScreen } from "./components/product-form-screen";
