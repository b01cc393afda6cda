import "@testing-library/jest-dom";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "./checkbox";

function SelectAll({ initial }: { initial: boolean | "indeterminate" }) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox checked={checked} onCheckedChange={setChecked} aria-label="Seleccionar todos" />;
}

it("is a native checkbox that toggles with a click and with Space", async () => {
  const onCheckedChange = jest.fn();
  render(<Checkbox checked={false} onCheckedChange={onCheckedChange} aria-label="Seleccionar Tostadora" />);
  const box = screen.getByRole("checkbox", { name: "Seleccionar Tostadora" });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  box.focus();
  await userEvent.keyboard(" ");
  expect(onCheckedChange).toHaveBeenCalledTimes(2);
});

it("shows a partial selection as mixed, and a press from there selects all", async () => {
  render(<SelectAll initial="indeterminate" />);
  const box = screen.getByRole("checkbox", { name: "Seleccionar todos" });
  expect(box).toBePartiallyChecked();
  await userEvent.click(box);
  expect(box).toBeChecked();
  expect(box).not.toBePartiallyChecked();
  await userEvent.click(box);
  expect(box).not.toBeChecked();
});

it("hands a caller's ref the input, so a form can focus it", () => {
  const ref = { current: null as HTMLInputElement | null };
  render(<Checkbox ref={ref} checked="indeterminate" aria-label="Ámbito" />);
  expect(ref.current).toBe(screen.getByRole("checkbox", { name: "Ámbito" }));
  expect(ref.current?.indeterminate).toBe(true);
});

it("hands over a press made before hydration, and nothing when there was none", async () => {
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const { act } = await import("react");
  for (const pressedEarly of [true, false]) {
    const onCheckedChange = jest.fn();
    const box = <Checkbox checked={false} onCheckedChange={onCheckedChange} aria-label="Seleccionar Tostadora" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(box);
    document.body.append(container);
    if (pressedEarly) container.querySelector("input")!.click();
    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(onCheckedChange.mock.calls).toEqual(pressedEarly ? [[true]] : []);
    container.remove();
  }
});
