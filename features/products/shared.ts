// The product components other features mount (the dashboard's quick actions open the import), loaded
// when first opened.
export { ImportProductsDialog } from "./components/lazy-dialogs";
