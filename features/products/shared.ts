// The product components other features mount (the dashboard's quick actions open the import).
export { ImportProductsDialog } from "./components/import-products-dialog";
