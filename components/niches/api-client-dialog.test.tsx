import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createApiClient } from "@/lib/api-clients/create-api-client";
import { ApiClientDialog } from "./api-client-dialog";

jest.mock("@/lib/api-clients/create-api-client", () => ({ createApiClient: jest.fn() }));
// next-intl ships ESM only, which this Jest setup does not transform: a tiny stand-in reads the real texts.
jest.mock("next-intl", () => {
  const all = jest.requireActual("@/messages/es.json");
  const lookup = (path: string) => path.split(".").reduce((node: any, key) => node?.[key], all); // eslint-disable-line @typescript-eslint/no-explicit-any
  return {
    useTranslations: (ns: string) => (key: string, values: Record<string, unknown> = {}) =>
      String(lookup(`${ns}.${key}`) ?? key).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name] ?? "")),
  };
});
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Radix measures checkboxes with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

it("counts the description against its limit and does not send a longer one", async () => {
  render(<ApiClientDialog open onOpenChange={() => {}} defaults={{ name: "Sitio", description: "" }} onCreated={() => {}} />);
  const description = screen.getByLabelText("Descripción (opcional)");
  const counter = document.getElementById("api-client-description-count")!;
  expect(description).toHaveAttribute("aria-describedby", "api-client-description-count");
  expect(counter).toHaveTextContent("0/500");
  await userEvent.click(description);
  await userEvent.paste("a".repeat(401));
  expect(counter).toHaveAttribute("data-tone", "near");
  expect(screen.queryByText("Te estás acercando al límite de caracteres")).not.toBeInTheDocument();
  await userEvent.paste("a".repeat(50));
  expect(screen.getByText("Te estás acercando al límite de caracteres")).toBeInTheDocument();
  await userEvent.paste("a".repeat(50));
  expect(counter).toHaveAttribute("data-tone", "over");
  expect(description).toHaveAttribute("aria-invalid", "true");
  await userEvent.click(screen.getByRole("button", { name: "Crear API Client" }));
  expect(await screen.findByText("La descripción no puede superar los 500 caracteres")).toBeInTheDocument();
  expect(createApiClient).not.toHaveBeenCalled();
});
