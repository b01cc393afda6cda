import { IMPORT_PRODUCTS_HREF, withoutImportRequest } from "./import-request";

it("asks the general list to open its import dialog, and drops only that request afterwards", () => {
  expect(IMPORT_PRODUCTS_HREF).toBe("/products?import=1");
  expect(withoutImportRequest("?import=1")).toBe("");
  expect(withoutImportRequest("?q=cafe&import=1&status=pending")).toBe("?q=cafe&status=pending");
});
