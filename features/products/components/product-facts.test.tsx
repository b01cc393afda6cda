// A product's facts are the fields its messages name: the cards and the content viewer show a field once
// `products.facts` gives it a line, with no component listing it.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { parse } from "zod/mini";
import messages from "@/messages/es.json";
import { productSchema } from "@/features/products/schemas";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";
import { product } from "@/tests/support/fixtures";
import { ProductFacts } from "./product-facts";

const withFacts = (facts: Record<string, string>) => ({ ...messages, products: { ...messages.products, facts } });

function renderFacts(value: ReturnType<typeof product>, facts: Record<string, string> = messages.products.facts) {
  render(
    <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={withFacts(facts)}>
      <ProductFacts product={parse(productSchema, value)} />
    </NextIntlClientProvider>,
  );
}

describe("a product's facts", () => {
  it("shows the date a product was added", () => {
    renderFacts(product({ id: 1, created_at: "2026-11-28T10:00:00Z" }));
    expect(screen.getByText("Creado el 28/11/2026")).toBeInTheDocument();
  });

  it("shows a field the messages name, in their order, and nothing for an absent one", () => {
    renderFacts(product({ id: 1, created_at: "2026-11-28T10:00:00Z", custom_tone: "cercano", product_name: null }), {
      custom_tone: "Tono: {value}",
      product_name: "Nombre: {value}",
      created_at: "Creado el {value}",
    });
    expect(screen.getAllByText(/^(Tono|Nombre|Creado)/).map((line) => line.textContent)).toEqual(["Tono: cercano", "Creado el 28/11/2026"]);
  });

  it("names only fields a product has", () => {
    const fields = Object.keys(productSchema.def.shape);
    expect(Object.keys(messages.products.facts).filter((field) => !fields.includes(field))).toEqual([]);
  });
});
