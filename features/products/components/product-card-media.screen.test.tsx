/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from "@testing-library/react";
import { parse } from "zod/mini";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { productsContract } from "@/features/products/contract";
import { productSchema } from "@/features/products/schemas";
import { api, ok, type CallCounter } from "@/tests/support/api-handlers";
import { product, productContent } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { ProductCardMedia } from "./product-card-media";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { cardContentQuery } from "@/features/products/queries";

const CONTENT_KEY = serverDataKey(cardContentQuery(11).key);

startMswServer();

const COMPLETED = parse(productSchema, product({ id: 11, product_name: "Molinillo manual", generation_status: "completed" }));
const FROM_SERVER = { title: "Molinillo del servidor", version: 1, content: "", content_metadata: { og_image_url: null, keywords: null, seo_score: null } };

describe("a product card's content", () => {
  it("shows the title the page read on the server without asking again; a card with nothing known asks once it stays on screen", async () => {
    const askedForServerCard: CallCounter = { count: 0 };
    const askedForOther: CallCounter = { count: 0 };
    server.use(
      api.latestContent(11, ok(productContent({ version: 2, title: "Molinillo del navegador" })), askedForServerCard),
      api.latestContent(12, ok(productContent({ version: 1, title: "Cafetera del navegador" })), askedForOther),
    );
    const other = parse(productSchema, product({ id: 12, product_name: "Cafetera", generation_status: "completed" }));
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [CONTENT_KEY]: FROM_SERVER }, errors: {}, partial: [] }}>
        <ProductCardMedia product={COMPLETED} headingId="card-11" imagePriority="lazy" />
        <ProductCardMedia product={other} headingId="card-12" imagePriority="lazy" />
      </ServerDataProvider>,
    );
    expect(screen.getByRole("heading", { name: "Molinillo del servidor" })).toBeInTheDocument();
    // Both cards have stayed on screen as long once the other one's content has arrived.
    expect(await screen.findByRole("heading", { name: "Cafetera del navegador" })).toBeInTheDocument();
    expect(askedForOther.count).toBe(1);
    expect(askedForServerCard.count).toBe(0);
    expect(screen.getByRole("heading", { name: "Molinillo del servidor" })).toBeInTheDocument();
  });

  it("shows the image and title a row carries without asking for its content", async () => {
    const askedForCarried: CallCounter = { count: 0 };
    const askedForOther: CallCounter = { count: 0 };
    server.use(
      api.latestContent(11, ok(productContent({ version: 2, title: "Molinillo del navegador" })), askedForCarried),
      api.latestContent(12, ok(productContent({ version: 1, title: "Cafetera del navegador" })), askedForOther),
    );
    const image = productsContract.ogImage.url({ product_id: 11, file: "2.svg" });
    const carried = parse(productSchema, { ...COMPLETED, content_title: "Molinillo: guía", content_image_url: image });
    const other = parse(productSchema, product({ id: 12, product_name: "Cafetera", generation_status: "completed" }));
    renderWithProviders(
      <>
        <ProductCardMedia product={carried} headingId="card-11" imagePriority="lazy" />
        <ProductCardMedia product={other} headingId="card-12" imagePriority="lazy" />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Molinillo: guía" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Molinillo: guía/ })).toHaveAttribute("src", image);
    // The other card has stayed on screen as long once its content has arrived.
    expect(await screen.findByRole("heading", { name: "Cafetera del navegador" })).toBeInTheDocument();
    expect(askedForOther.count).toBe(1);
    expect(askedForCarried.count).toBe(0);
  });

  it("gives a first-row card's image its fixed size and fetches it first; the others once near the screen", () => {
    const withImage = { ...FROM_SERVER, content_metadata: { ...FROM_SERVER.content_metadata, og_image_url: productsContract.ogImage.url({ product_id: 11, file: "1.svg" }) } };
    const fallback = { [CONTENT_KEY]: withImage };
    const { unmount } = renderWithProviders(
      <ServerDataProvider value={{ fallback, errors: {}, partial: [] }}>
        <ProductCardMedia product={COMPLETED} headingId="card-11" imagePriority="high" />
      </ServerDataProvider>,
    );
    const image = screen.getByRole("img", { name: /Molinillo del servidor/ });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "600");
    unmount();
    renderWithProviders(
      <ServerDataProvider value={{ fallback, errors: {}, partial: [] }}>
        <ProductCardMedia product={COMPLETED} headingId="card-11" imagePriority="lazy" />
      </ServerDataProvider>,
    );
    const later = screen.getByRole("img", { name: /Molinillo del servidor/ });
    expect(later).not.toHaveAttribute("fetchpriority");
    expect(later).toHaveAttribute("loading", "lazy");
  });
});
