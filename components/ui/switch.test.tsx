import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Switch } from "./switch";

it("is a native switch that its label and Space toggle", async () => {
  const onCheckedChange = jest.fn();
  render(
    <>
      <Switch id="activo" checked={false} onCheckedChange={onCheckedChange} />
      <label htmlFor="activo">Nicho activo</label>
    </>,
  );
  const toggle = screen.getByRole("switch", { name: "Nicho activo" });
  expect(toggle).not.toBeChecked();
  await userEvent.click(screen.getByText("Nicho activo"));
  expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  toggle.focus();
  await userEvent.keyboard(" ");
  expect(onCheckedChange).toHaveBeenCalledTimes(2);
});

it("hands over a press made before hydration", async () => {
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const { act } = await import("react");
  const onCheckedChange = jest.fn();
  const toggle = <Switch checked onCheckedChange={onCheckedChange} aria-label="Plantilla activa" />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(toggle);
  document.body.append(container);
  container.querySelector("input")!.click();
  await act(async () => {
    hydrateRoot(container, toggle);
  });
  expect(onCheckedChange.mock.calls).toEqual([[false]]);
  container.remove();
});
