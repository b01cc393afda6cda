/**
 * @jest-environment jest-fixed-jsdom
 */
// Another Amazon link is another product: before saving one, the form says what the product loses.
import { screen, within } from "@testing-library/react";
import { api, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ProductFormScreen } from "./product-form-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 3, name: "Cafeteras" });
const OLD_URL = "https://www.amazon.es/dp/B0MOLINO01";
const NEW_URL = "https://www.amazon.es/dp/B0CAFETE02";
const COMPLETED = product({ id: 30, niche_id: 3, amazon_url: OLD_URL, generation_status: "completed", content_title: "El mejor molinillo" });

beforeEach(() => setRoute({ pathname: "/products/30/edit", params: { productId: "30" } }));

async function changeUrl(loaded: ReturnType<typeof product>) {
  const put: RequestRecorder = { bodies: [] };
  server.use(api.product(30, ok(loaded)), api.niche(3, ok(CAFETERAS)), api.updateProduct(30, ok({ id: 30 }), put));
  const rendered = renderWithProviders(<ProductFormScreen mode="edit" productId="30" />);
  const field = await screen.findByRole("textbox", { name: /^URL de Amazon/ });
  await rendered.user.clear(field);
  await rendered.user.type(field, NEW_URL);
  await rendered.user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
  return { ...rendered, put, field };
}

describe("changing a completed product's Amazon link", () => {
  it("says first that its content goes and it becomes pending; 'Seguir editando' sends nothing", async () => {
    const { user, put, field } = await changeUrl(COMPLETED);
    const dialog = await screen.findByRole("alertdialog", { name: "¿Cambiar la URL de Amazon?" });
    expect(dialog).toHaveTextContent("el contenido generado para la URL actual se eliminará y el producto volverá a «Pendiente»");
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(field).toHaveValue(NEW_URL);
    expect(put.bodies).toEqual([]);
  });

  it("saves once confirmed", async () => {
    const { user, put } = await changeUrl(COMPLETED);
    const dialog = await screen.findByRole("alertdialog", { name: "¿Cambiar la URL de Amazon?" });
    await user.click(within(dialog).getByRole("button", { name: "Cambiar la URL y guardar" }));
    expect(await findToast("Producto actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ amazon_url: NEW_URL }]);
    expect(router.push).toHaveBeenCalledWith("/niches/3/products");
  });

  it("asks nothing of a pending product without content: it loses nothing", async () => {
    const { put } = await changeUrl(product({ id: 30, niche_id: 3, amazon_url: OLD_URL, generation_status: "pending" }));
    expect(await findToast("Producto actualizado correctamente")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(put.bodies).toEqual([{ amazon_url: NEW_URL }]);
  });
});
