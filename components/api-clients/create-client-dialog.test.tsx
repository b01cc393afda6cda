import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { createApiClient } from "@/lib/api-clients/create-api-client";
import { CreateClientDialog } from "./create-client-dialog";

jest.mock("@/lib/api-clients/create-api-client", () => ({ createApiClient: jest.fn() }));
// next-intl ships ESM only, which this Jest setup does not transform: a tiny stand-in reads the real texts.
jest.mock("next-intl", () => {
  const all = jest.requireActual("@/messages/es.json");
  const lookup = (path: string) => path.split(".").reduce((node: any, key) => node?.[key], all); // eslint-disable-line @typescript-eslint/no-explicit-any
  return {
    useTranslations: (ns: string) => (key: string, values: Record<string, unknown> = {}) =>
      String(lookup(`${ns}.${key}`) ?? key).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name] ?? "")),
    useFormatter: () => ({ number: (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat("es-ES", o).format(n) }),
  };
});
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Radix measures checkboxes with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const SECRET = "cs_super_secreto_123";

function setup() {
  const cache = new Map();
  const onOpenChange = jest.fn();
  const onCreated = jest.fn();
  const view = (open: boolean) => (
    <SWRConfig value={{ provider: () => cache }}>
      <CreateClientDialog open={open} onOpenChange={onOpenChange} onCreated={onCreated} />
    </SWRConfig>
  );
  const utils = render(view(true));
  return { ...utils, cache, onOpenChange, onCreated, rerenderClosed: () => utils.rerender(view(false)) };
}

beforeEach(() => {
  jest.mocked(createApiClient).mockReset();
});

it("validates before sending: the name is required", async () => {
  setup();
  await userEvent.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
  expect(createApiClient).not.toHaveBeenCalled();
});

it("sends admin by default, shows the secret once and forgets it on close", async () => {
  jest.mocked(createApiClient).mockResolvedValue({
    id: 7,
    name: "Sitio",
    client_id: "cli_7",
    client_secret: SECRET,
    scopes: ["admin"],
    is_active: true,
  });
  const { cache, onCreated, rerenderClosed } = setup();
  await userEvent.type(screen.getByLabelText("Nombre"), "  Sitio ");
  await userEvent.click(screen.getByRole("button", { name: "Crear cliente" }));

  expect(createApiClient).toHaveBeenCalledWith({ name: "Sitio", description: undefined, scopes: ["admin"] });
  rerenderClosed();
  const dialog = await screen.findByRole("dialog", { name: "Credenciales de Sitio" });
  expect(dialog).toHaveTextContent("El Client Secret no se volverá a mostrar");
  expect(dialog).toHaveTextContent("cli_7");
  expect(dialog).not.toHaveTextContent(SECRET);
  await userEvent.click(screen.getByRole("button", { name: "Mostrar Client Secret" }));
  expect(dialog).toHaveTextContent(SECRET);
  expect(onCreated).toHaveBeenCalled();
  expect(JSON.stringify([...cache.entries()])).not.toContain(SECRET);

  await userEvent.click(screen.getByRole("button", { name: "He guardado el secreto" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(document.body).not.toHaveTextContent(SECRET);
});

it("keeps the values and shows the server's detail when creation fails", async () => {
  const { ApiError } = jest.requireActual("@/lib/http/api-error");
  jest.mocked(createApiClient).mockRejectedValue(new ApiError(409, "Ya existe un cliente con ese nombre"));
  setup();
  await userEvent.type(screen.getByLabelText("Nombre"), "Duplicado");
  await userEvent.click(screen.getByRole("checkbox", { name: "write" }));
  await userEvent.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Ya existe un cliente con ese nombre");
  expect(screen.getByLabelText("Nombre")).toHaveValue("Duplicado");
  expect(createApiClient).toHaveBeenCalledWith({ name: "Duplicado", description: undefined, scopes: ["admin", "write"] });
});

it("counts the description's characters against its limit and refuses a longer one", async () => {
  setup();
  const description = screen.getByLabelText("Descripción (opcional)");
  const counter = document.getElementById(description.getAttribute("aria-describedby")!.split(" ")[0])!;
  expect(counter).toHaveTextContent("0/500");
  await userEvent.click(description);
  await userEvent.paste("a".repeat(460));
  expect(counter).toHaveAttribute("data-tone", "near");
  expect(screen.getByText("Te estás acercando al límite de caracteres")).toBeInTheDocument();
  await userEvent.paste("a".repeat(41));
  expect(counter).toHaveAttribute("data-tone", "over");
  expect(description).toHaveAttribute("aria-invalid", "true");
  await userEvent.type(screen.getByLabelText("Nombre"), "Sitio");
  await userEvent.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByText("La descripción no puede superar los 500 caracteres")).toBeInTheDocument();
  expect(createApiClient).not.toHaveBeenCalled();
});
