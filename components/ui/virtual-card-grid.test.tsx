import { renderToString } from "react-dom/server";
import { render, screen, waitFor } from "@testing-library/react";
import { VirtualCardGrid } from "./virtual-card-grid";

const virtualiserUsed = jest.fn();
jest.mock("@tanstack/react-virtual", () => {
  const actual = jest.requireActual("@tanstack/react-virtual");
  return {
    ...actual,
    useWindowVirtualizer: (options: unknown) => {
      virtualiserUsed();
      return actual.useWindowVirtualizer(options);
    },
  };
});

function grid(count: number) {
  const items = Array.from({ length: count }, (_, index) => `Tarjeta ${index + 1}`);
  return (
    <VirtualCardGrid
      items={items}
      renderItem={(item) => <p>{item}</p>}
      layout={{ columnsFor: () => 3, firstPaintColumns: "grid-cols-3", estimateRowHeight: 200, firstPaintItems: 9 }}
      label="Tarjetas"
    />
  );
}

beforeEach(() => virtualiserUsed.mockClear());

it("draws a short list whole, without loading the virtualiser", () => {
  render(grid(40));
  expect(screen.getAllByRole("listitem")).toHaveLength(40);
  expect(screen.getByRole("list", { name: "Tarjetas" })).toBeInTheDocument();
  expect(virtualiserUsed).not.toHaveBeenCalled();
});

it("draws only a short list's first-paint cards on the server, as a list of them all", () => {
  const html = renderToString(grid(40));
  expect(html.match(/role="listitem"/g)).toHaveLength(9);
  expect(html).toContain('aria-setsize="40"');
  expect(html).toContain("Tarjeta 9<");
  expect(html).not.toContain("Tarjeta 10<");
});

it("draws a long list's first cards at once and virtualises it once its code is in", async () => {
  render(grid(500));
  expect(screen.getAllByRole("listitem")).toHaveLength(9);
  expect(screen.getAllByRole("listitem")[0]).toHaveAttribute("aria-setsize", "500");
  // The virtualiser's module is imported (and transformed) on first use: slow on a busy machine.
  await waitFor(() => expect(virtualiserUsed).toHaveBeenCalled(), { timeout: 5_000 });
  expect(screen.getByText("Tarjeta 1")).toBeInTheDocument();
});
