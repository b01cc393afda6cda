/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from "@testing-library/react";
import { api, fail, ok, pending, unprocessable, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { ProductFormScreen } from "./product-form-screen";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { productQuery } from "@/features/products";

const PRODUCT_KEY = serverDataKey(productQuery(30).key);

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 3, name: "Cafeteras" });
const MOLINILLO = product({ id: 30, niche_id: 3, niche_name: "Cafeteras", amazon_url: "https://www.amazon.es/dp/B0MOLINO01" });
const NEW_URL = "https://www.amazon.es/dp/B0CAFETE02";
const INVALID_DOMAIN = "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)";

function urlField() {
  return screen.getByRole("textbox", { name: /^URL de Amazon/ });
}

describe("ProductFormScreen in edit mode", () => {
  beforeEach(() => setRoute({ pathname: "/products/30/edit", params: { productId: "30" } }));

  function renderEdit() {
    return renderWithProviders(<ProductFormScreen mode="edit" productId="30" />);
  }

  it("shows that the product is loading", async () => {
    server.use(api.product(30, pending()));
    renderEdit();
    expect(await screen.findByRole("status", { name: "Cargando producto" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Editar Producto" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^URL de Amazon/ })).not.toBeInTheDocument();
  });

  it("says the product could not be loaded and leads back to the products", async () => {
    server.use(api.product(30, fail(502, "El servidor no está disponible en este momento.")));
    renderEdit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error al cargar los datos");
    expect(await findToast("Error al cargar los datos")).toBeInTheDocument();
    // Without the product its niche is unknown: back to the general list.
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("button", { name: "Guardar Cambios" })).not.toBeInTheDocument();
  });

  it("fills the form with the product's URL and leads back to its niche's products", async () => {
    server.use(api.product(30, ok(MOLINILLO)), api.niche(3, ok(CAFETERAS)));
    renderEdit();
    expect(await screen.findByRole("textbox", { name: /^URL de Amazon/ })).toHaveValue("https://www.amazon.es/dp/B0MOLINO01");
    expect(screen.getByRole("button", { name: "Guardar Cambios" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/3/products");
  });

  it("fills the form from the server's read on the first render, before the browser has any answer", () => {
    server.use(api.product(30, pending()), api.niche(3, pending()));
    const view = { id: 30, niche_id: 3, amazon_url: MOLINILLO.amazon_url };
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [PRODUCT_KEY]: view }, errors: {}, partial: [] }}>
        <ProductFormScreen mode="edit" productId="30" />
      </ServerDataProvider>,
    );
    expect(urlField()).toHaveValue("https://www.amazon.es/dp/B0MOLINO01");
    expect(screen.queryByRole("status", { name: "Cargando producto" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/3/products");
  });

  it("shows the server's failure as the error state from the first render", () => {
    server.use(api.product(30, pending()));
    renderWithProviders(
      <ServerDataProvider value={{ fallback: {}, errors: { [PRODUCT_KEY]: { status: 502, detail: null } }, partial: [] }}>
        <ProductFormScreen mode="edit" productId="30" />
      </ServerDataProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error al cargar los datos");
  });

  it("holds the product to its niche's marketplace: its example, and a link to another refused by name", async () => {
    const put: RequestRecorder = { bodies: [] };
    const usNiche = niche({ id: 3, name: "Gadgets", mercado: "Estados Unidos" });
    const usProduct = { ...MOLINILLO, amazon_url: "https://www.amazon.com/dp/B0MOLINO01" };
    server.use(api.product(30, ok(usProduct)), api.niche(3, ok(usNiche)), api.updateProduct(30, ok({ id: 30 }), put));
    const { user } = renderEdit();
    const field = await screen.findByRole("textbox", { name: /^URL de Amazon/ });
    await screen.findByText(/página del producto en amazon\.com/);
    expect(field).toHaveAttribute("placeholder", "https://amazon.com/dp/B0XXXXXXXX");
    await user.clear(field);
    await user.type(field, NEW_URL);
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Este enlace es de Amazon España (amazon.es); el nicho vende en Amazon Estados Unidos (amazon.com)",
    );
    expect(put.bodies).toHaveLength(0);
  });

  it("saves the new URL with a PUT and goes back to the niche's products", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.product(30, ok(MOLINILLO)), api.niche(3, ok(CAFETERAS)), api.updateProduct(30, ok({ id: 30 }), put));
    const { user } = renderEdit();
    const field = await screen.findByRole("textbox", { name: /^URL de Amazon/ });
    await user.clear(field);
    await user.type(field, NEW_URL);
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Producto actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ amazon_url: NEW_URL }]);
    expect(router.push).toHaveBeenCalledWith("/niches/3/products");
  });
});

describe("ProductFormScreen in create mode", () => {
  beforeEach(() => setRoute({ pathname: "/niches/3/products/new", params: { id: "3" } }));

  function renderCreate() {
    return renderWithProviders(<ProductFormScreen mode="create" nicheId="3" />);
  }

  it("shows an empty form for the niche's new product", async () => {
    server.use(api.niche(3, ok(CAFETERAS)));
    renderCreate();
    expect(screen.getByRole("heading", { level: 1, name: "Nuevo Producto" })).toBeInTheDocument();
    expect(urlField()).toHaveValue("");
    expect(screen.getByRole("button", { name: "Crear Producto" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/3/products");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("refuses a URL that is not Amazon's on the field, without sending anything", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.niche(3, ok(CAFETERAS)), api.createProduct(3, ok({ id: 31 }), post));
    const { user } = renderCreate();
    await user.type(urlField(), "https://www.example.com/producto/123");
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID_DOMAIN);
    expect(urlField()).toHaveAttribute("aria-invalid", "true");
    expect(urlField()).toHaveAccessibleDescription(expect.stringContaining(INVALID_DOMAIN));
    expect(urlField()).toHaveValue("https://www.example.com/producto/123");
    expect(post.bodies).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says an empty URL is required, without sending anything", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.niche(3, ok(CAFETERAS)), api.createProduct(3, ok({ id: 31 }), post));
    const { user } = renderCreate();
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("La URL de Amazon es obligatoria");
    expect(post.bodies).toHaveLength(0);
  });

  it("shows the server's 422 on amazon_url in Spanish on the field, never its framework's English, and keeps the URL", async () => {
    server.use(
      api.niche(3, ok(CAFETERAS)),
      api.createProduct(3, unprocessable([{ loc: ["body", "amazon_url"], msg: "invalid or missing URL scheme", type: "value_error.url.scheme" }])),
    );
    const { user } = renderCreate();
    await user.type(urlField(), NEW_URL);
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El servidor no aceptó esta URL de Amazon");
    expect(urlField()).toHaveAttribute("aria-invalid", "true");
    expect(urlField()).toHaveValue(NEW_URL);
    expect(screen.queryByText(/invalid or missing/)).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows on the field the server's own reason for refusing the URL", async () => {
    const reason = "Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)";
    server.use(
      api.niche(3, ok(CAFETERAS)),
      // Pydantic 2 puts "Value error, " before a validator's own words.
      api.createProduct(3, unprocessable([{ loc: ["body", "amazon_url"], msg: `Value error, ${reason}`, type: "value_error" }])),
    );
    const { user } = renderCreate();
    await user.type(urlField(), NEW_URL);
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.queryByText(/Value error/)).not.toBeInTheDocument();
  });

  it("names a duplicate product on the URL field, in Spanish even when the server is not", async () => {
    server.use(api.niche(3, ok(CAFETERAS)), api.createProduct(3, fail(409, "Product already exists in this niche")));
    const { user } = renderCreate();
    await user.type(urlField(), NEW_URL);
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El producto ya existe en este nicho");
    expect(urlField()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });

  it("creates the product with a POST and goes back to the niche's products", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.niche(3, ok(CAFETERAS)), api.createProduct(3, ok({ id: 31 }), post));
    const { user } = renderCreate();
    await user.type(urlField(), NEW_URL);
    await user.click(screen.getByRole("button", { name: "Crear Producto" }));
    expect(await findToast("Producto creado correctamente")).toBeInTheDocument();
    expect(post.bodies).toEqual([{ amazon_url: NEW_URL }]);
    expect(router.push).toHaveBeenCalledWith("/niches/3/products");
  });

  it("says the niche is missing when there is no niche to add the product to", () => {
    renderWithProviders(<ProductFormScreen mode="create" nicheId={undefined} />);
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo crear el producto. Falta el ID del nicho.");
    expect(screen.queryByRole("textbox", { name: /^URL de Amazon/ })).not.toBeInTheDocument();
  });
});
