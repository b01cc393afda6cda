import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AmazonUrlRefused } from "@/features/products/amazon-url-refused";
import { productFormDefaults } from "@/features/products/product-form-schema";
import { ProductForm } from "./product-form";

jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

const URL_OK = "https://www.amazon.es/dp/B000000001";

function renderForm(nicheDomain: string | undefined, onSubmit = jest.fn(async () => {})) {
  render(<ProductForm mode="create" defaults={productFormDefaults()} nicheDomain={nicheDomain} onSubmit={onSubmit} onCancel={() => {}} />);
  return { input: screen.getByRole("textbox", { name: "URL de Amazon" }), onSubmit };
}

it("shows the niche's own marketplace in its example and hint", () => {
  const { input } = renderForm("amazon.it");
  expect(input).toHaveAttribute("placeholder", "https://amazon.it/dp/B0XXXXXXXX");
  expect(screen.getByText(/página del producto en amazon\.it/)).toBeInTheDocument();
});

it.each([
  ["https://www.amazon.es/dp/B000000001", "amazon.com", "Este enlace es de Amazon España (amazon.es); el nicho vende en Amazon Estados Unidos (amazon.com)"],
  ["https://www.amazon.es/", "amazon.es", "Este enlace es de Amazon, pero no es la página de un producto"],
  ["https://www.amazon.es/s?k=cafetera", "amazon.es", "Este enlace es de Amazon, pero no es la página de un producto"],
  ["https://www.example.com/producto/1", "amazon.es", "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)"],
])("refuses %s for a niche of %s, saying why, without saving", async (url, domain, reason) => {
  const { input, onSubmit } = renderForm(domain);
  await userEvent.type(input, url);
  await userEvent.click(screen.getByRole("button", { name: "Crear Producto" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(reason);
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(onSubmit).not.toHaveBeenCalled();
});

it("shows the server's refusal of the URL on the field and keeps the typed value", async () => {
  const onSubmit = jest.fn(async () => {
    throw new AmazonUrlRefused("El producto ya existe en este nicho");
  });
  const { input } = renderForm("amazon.es", onSubmit);
  await userEvent.type(input, URL_OK);
  await userEvent.click(screen.getByRole("button", { name: "Crear Producto" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("El producto ya existe en este nicho");
  expect(input).toHaveValue(URL_OK);
  expect(input).toHaveAttribute("aria-invalid", "true");
});
