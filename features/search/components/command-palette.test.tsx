import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommandPalette, HIDE_DELAY_MS } from "./command-palette";
import { GlobalSearch } from "./global-search";

jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const niches = [
  { id: 1, name: "Cafeteras Express", slug: "es-cafeteras" },
  { id: 2, name: "Jardín", slug: "es-jardin" },
];
const templates = [{ id: 9, name: "Plantilla Café", slug: "cafe", description: "Tienda de café" }];
let products = [
  { id: 11, amazon_url: "https://www.amazon.es/Molinillo/dp/B000000011", product_name: "Molinillo de café manual", generation_status: "pending" },
  { id: 12, amazon_url: "https://www.amazon.es/dp/B000000012", name: "Tostadora", generation_status: "completed" },
];
jest.mock("@/features/niches/use-niche-search", () => ({ useNicheSearch: () => ({ niches, total: niches.length, busy: false }) }));
jest.mock("@/features/niche-catalog/hooks", () => ({ useCatalogItems: () => ({ data: templates }) }));
jest.mock("@/features/products/use-product-search", () => ({ useProductSearch: () => ({ data: products }) }));

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});
beforeEach(() => push.mockReset());

const input = () => screen.getByRole("combobox", { name: "Buscar nichos, productos, plantillas o acciones" });
const optionNames = () => screen.queryAllByRole("option").map((option) => within(option).getAllByText(/.+/)[0].textContent);
const activeOption = () => document.getElementById(input().getAttribute("aria-activedescendant") ?? "");

function openPalette() {
  const onOpenChange = jest.fn();
  render(<CommandPalette open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

it("opens on the search field, offering the main actions", () => {
  openPalette();
  expect(screen.getByRole("dialog", { name: "Búsqueda global" })).toBeInTheDocument();
  expect(input()).toHaveFocus();
  expect(input()).toHaveAttribute("aria-expanded", "true");
  expect(input()).toHaveAttribute("aria-controls", screen.getByRole("listbox", { name: "Sugerencias" }).id);
  expect(optionNames()).toEqual(["Nuevo Nicho", "Importar Productos", "Nueva Plantilla Web", "Dashboard", "Nichos", "Productos", "Plantillas Web", "API Clients"]);
});

it("finds niches, templates and products by name, accents and case ignored", async () => {
  openPalette();
  await userEvent.type(input(), "CAFE");
  expect(optionNames()).toEqual(["Cafeteras Express", "Plantilla Café", "Molinillo de café manual"]);
});

it("finds the create actions by what they do: \"crear\", \"añadir\"", async () => {
  openPalette();
  await userEvent.type(input(), "crear");
  expect(optionNames()).toEqual(["Nuevo Nicho", "Importar Productos", "Nueva Plantilla Web"]);
  await userEvent.clear(input());
  await userEvent.type(input(), "añadir plantilla{Enter}");
  expect(push).toHaveBeenCalledWith("/niche-catalog/new");
});

it("says so when nothing matches", async () => {
  openPalette();
  await userEvent.type(input(), "zzz");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByText("No se encontraron resultados")).toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "false");
});

it("moves with the arrows and opens the choice with Enter", async () => {
  const onOpenChange = openPalette();
  await userEvent.type(input(), "cafe");
  expect(activeOption()).toHaveTextContent("Cafeteras Express");
  await userEvent.keyboard("{ArrowDown}{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Molinillo de café manual");
  expect(activeOption()).toHaveAttribute("aria-selected", "true");
  await userEvent.keyboard("{ArrowDown}");
  expect(activeOption()).toHaveTextContent("Cafeteras Express");
  await userEvent.keyboard("{ArrowUp}{Enter}");
  expect(push).toHaveBeenCalledWith("/products/11/content");
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it("links each kind to its page", async () => {
  openPalette();
  await userEvent.type(input(), "jardin{Enter}");
  expect(push).toHaveBeenLastCalledWith("/niches/2");
  await userEvent.clear(input());
  await userEvent.type(input(), "plantilla cafe{Enter}");
  expect(push).toHaveBeenLastCalledWith("/niche-catalog/9");
  await userEvent.clear(input());
  await userEvent.type(input(), "importar{Enter}");
  expect(push).toHaveBeenLastCalledWith("/products?import=1");
});

it("never shows more than 8 suggestions", async () => {
  products = Array.from({ length: 20_000 }, (_, i) => ({
    id: 100 + i,
    amazon_url: `https://www.amazon.es/dp/B${String(i).padStart(9, "0")}`,
    name: `Taza ${i}`,
    generation_status: "pending",
  })) as typeof products;
  openPalette();
  await userEvent.type(input(), "taza");
  expect(screen.getAllByRole("option")).toHaveLength(8);
});

it("hides the suggestions 200 ms after the field loses focus, and shows them again on focus", () => {
  jest.useFakeTimers();
  try {
    openPalette();
    fireEvent.blur(input());
    act(() => jest.advanceTimersByTime(HIDE_DELAY_MS - 1));
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-expanded", "false");
    fireEvent.focus(input());
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("a click on a suggestion opens it", async () => {
  openPalette();
  await userEvent.click(screen.getByRole("option", { name: /Nueva Plantilla Web/ }));
  expect(push).toHaveBeenCalledWith("/niche-catalog/new");
});

describe("GlobalSearch", () => {
  it("opens with Ctrl+K and Escape gives focus back to where it was", async () => {
    render(
      <>
        <button type="button">Antes</button>
        <GlobalSearch />
      </>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    screen.getByRole("button", { name: "Antes" }).focus();
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Búsqueda global" })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Antes" })).toHaveFocus();
  });

  it("takes the keys typed right after Ctrl+K, while its code is still loading", async () => {
    render(<GlobalSearch />);
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(input()).toHaveFocus();
    await userEvent.keyboard("cafeteras");
    // The palette itself, with its suggestions, on what was typed.
    expect(await screen.findByRole("option", { name: /Cafeteras Express/ })).toBeInTheDocument();
    expect(input()).toHaveValue("cafeteras");
    expect(input()).toHaveFocus();
    await userEvent.keyboard(" e");
    expect(input()).toHaveValue("cafeteras e");
  });

  it("opens from the header button, also with ⌘K", async () => {
    render(<GlobalSearch />);
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByRole("dialog", { name: "Búsqueda global" })).toBeInTheDocument();
    await userEvent.keyboard("{Meta>}k{/Meta}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
