/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import type { ApiClientCreated } from "../schemas";
import { api, fail, ok, pending, type RequestRecorder } from "@/tests/support/api-handlers";
import { createdApiClient } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { CreateApiClientDialog } from "./create-api-client-dialog";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
startMswServer();

const SECRET = "cs_super_secreto_123";

/** A screen with the button that opens the dialog, as both callers have. */
function Opener(props: { defaults?: { name: string; description: string }; description?: string; onCreated: (client: ApiClientCreated) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <CreateApiClientDialog open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

async function setup(props: Partial<Parameters<typeof Opener>[0]> = {}) {
  const onCreated = jest.fn();
  const rendered = renderWithProviders(<Opener onCreated={onCreated} {...props} />);
  await rendered.user.click(screen.getByRole("button", { name: "Abrir" }));
  await screen.findByRole("dialog", { name: "Crear API Client" });
  return { ...rendered, onCreated };
}

it("validates before sending: the name is required", async () => {
  const recorder: RequestRecorder = { bodies: [] };
  server.use(api.createApiClient(ok(createdApiClient({ id: 1, name: "x", client_secret: SECRET })), recorder));
  const { user } = await setup();
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
  expect(screen.getByLabelText("Nombre")).toHaveAttribute("aria-invalid", "true");
  expect(recorder.bodies).toEqual([]);
});

it("sends admin by default, shows the secret once in the same dialog and forgets it on close", async () => {
  const recorder: RequestRecorder = { bodies: [] };
  server.use(api.createApiClient(ok(createdApiClient({ id: 7, name: "Sitio", client_id: "cli_7", client_secret: SECRET })), recorder));
  const { user, onCreated } = await setup();
  await user.type(screen.getByLabelText("Nombre"), "  Sitio ");
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));

  const dialog = await screen.findByRole("dialog", { name: "Credenciales de Sitio" });
  expect(recorder.bodies).toEqual([{ name: "Sitio", scopes: ["admin"] }]);
  // The toaster sits outside the modal, hidden from the accessibility tree while the dialog is open.
  expect(await screen.findByText("API Client creado")).toBeInTheDocument();
  expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ client_id: "cli_7", client_secret: SECRET }));
  expect(dialog).toHaveTextContent("El secreto de cliente no se volverá a mostrar");
  expect(dialog).toHaveTextContent("cli_7");
  expect(dialog).not.toHaveTextContent(SECRET);
  await user.click(screen.getByRole("button", { name: "Mostrar secreto de cliente" }));
  expect(dialog).toHaveTextContent(SECRET);

  await user.click(screen.getByRole("button", { name: "He guardado el secreto" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(document.body).not.toHaveTextContent(SECRET);
  expect(screen.getByRole("button", { name: "Abrir" })).toHaveFocus();

  // Opening again starts a new creation.
  await user.click(screen.getByRole("button", { name: "Abrir" }));
  expect(await screen.findByRole("dialog", { name: "Crear API Client" })).not.toHaveTextContent(SECRET);
  expect(screen.getByLabelText("Nombre")).toHaveValue("");
});

it("starts from the caller's name, description and sentence", async () => {
  const recorder: RequestRecorder = { bodies: [] };
  server.use(api.createApiClient(ok(createdApiClient({ id: 8, name: "Nicho Café - Client", client_secret: SECRET })), recorder));
  const { user, onCreated } = await setup({
    defaults: { name: "Nicho Café - Client", description: "API Client para nicho: Café" },
    description: "Para el sitio del nicho.",
  });
  expect(screen.getByRole("dialog", { name: "Crear API Client" })).toHaveAccessibleDescription("Para el sitio del nicho.");
  expect(screen.getByLabelText("Nombre")).toHaveValue("Nicho Café - Client");
  expect(screen.getByLabelText("Descripción (opcional)")).toHaveValue("API Client para nicho: Café");
  await user.click(screen.getByRole("checkbox", { name: "Lectura" }));
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));

  await screen.findByRole("dialog", { name: "Credenciales de Nicho Café - Client" });
  expect(recorder.bodies).toEqual([{ name: "Nicho Café - Client", description: "API Client para nicho: Café", scopes: ["admin", "read"] }]);
  expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ client_secret: SECRET }));
});

it("keeps the values and shows the server's detail when creation fails", async () => {
  server.use(api.createApiClient(fail(409, "Ya existe un cliente con ese nombre")));
  const { user, onCreated } = await setup();
  await user.type(screen.getByLabelText("Nombre"), "Duplicado");
  await user.click(screen.getByRole("checkbox", { name: "Escritura" }));
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Ya existe un cliente con ese nombre");
  expect(screen.getByLabelText("Nombre")).toHaveValue("Duplicado");
  expect(screen.getByRole("checkbox", { name: "Escritura" })).toBeChecked();
  expect(onCreated).not.toHaveBeenCalled();
});

it("stays open while the request is under way, so the secret it brings is not lost", async () => {
  server.use(api.createApiClient(pending()));
  const { user } = await setup();
  await user.type(screen.getByLabelText("Nombre"), "Lento");
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByRole("button", { name: "Creando..." })).toBeDisabled();
  await user.keyboard("{Escape}");
  expect(screen.getByRole("dialog", { name: "Crear API Client" })).toBeInTheDocument();
});

it("counts the description's characters against its limit and refuses a longer one", async () => {
  const recorder: RequestRecorder = { bodies: [] };
  server.use(api.createApiClient(ok(createdApiClient({ id: 1, name: "x", client_secret: SECRET })), recorder));
  const { user } = await setup();
  const description = screen.getByLabelText("Descripción (opcional)");
  const counter = document.getElementById(description.getAttribute("aria-describedby")!.split(" ")[0]!)!;
  expect(counter).toHaveTextContent("0/500");
  await user.click(description);
  await user.paste("a".repeat(460));
  expect(counter).toHaveAttribute("data-tone", "near");
  expect(screen.getByText("Te estás acercando al límite de caracteres")).toBeInTheDocument();
  await user.paste("a".repeat(41));
  expect(counter).toHaveAttribute("data-tone", "over");
  expect(description).toHaveAttribute("aria-invalid", "true");
  await user.type(screen.getByLabelText("Nombre"), "Sitio");
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));
  expect(await screen.findByText("La descripción no puede superar los 500 caracteres")).toBeInTheDocument();
  expect(recorder.bodies).toEqual([]);
});

it("asks before Escape or × close a secret that cannot be shown again", async () => {
  server.use(api.createApiClient(ok(createdApiClient({ id: 9, name: "Sitio", client_id: "cli_9", client_secret: SECRET }))));
  const { user } = await setup();
  await user.type(screen.getByLabelText("Nombre"), "Sitio");
  await user.click(screen.getByRole("button", { name: "Crear cliente" }));
  await screen.findByRole("dialog", { name: "Credenciales de Sitio" });

  await user.keyboard("{Escape}");
  const question = await screen.findByRole("alertdialog", { name: "¿Cerrar sin guardar el secreto?" });
  expect(question).toHaveTextContent("no se volverá a mostrar");
  await user.click(screen.getByRole("button", { name: "Volver a las credenciales" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  const credentials = screen.getByRole("dialog", { name: "Credenciales de Sitio" });
  expect(credentials).toHaveTextContent("cli_9");

  await user.click(within(credentials).getByRole("button", { name: "Cerrar" }));
  await screen.findByRole("alertdialog", { name: "¿Cerrar sin guardar el secreto?" });
  await user.click(screen.getByRole("button", { name: "Cerrar de todos modos" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent("cli_9");
});

it("closes the form at once while no secret has been shown", async () => {
  const { user } = await setup();
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});
