import "server-only";
// What the product pages read on the server and nothing in the browser's first load of other routes
// needs: the edit form's read brings the form's schema with it.
export { productFormQuery } from "./product-form-query";
