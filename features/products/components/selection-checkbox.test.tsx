import "@testing-library/jest-dom";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SelectionCheckbox } from "./selection-checkbox";

const idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks.length = 0;
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => {};
});

it("holds its place with a disabled box of the same name, then selects once loaded", async () => {
  const onCheckedChange = jest.fn();
  render(<SelectionCheckbox checked={false} onCheckedChange={onCheckedChange} aria-label="Seleccionar Tostadora" />);
  const placeholder = screen.getByRole("checkbox", { name: "Seleccionar Tostadora" });
  expect(placeholder).toBeDisabled();
  expect(placeholder).toHaveClass("size-4");

  act(() => idleCallbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
  await waitFor(() => expect(screen.getByRole("checkbox", { name: "Seleccionar Tostadora" })).toBeEnabled());
  const box = screen.getByRole("checkbox", { name: "Seleccionar Tostadora" });
  expect(box).toHaveClass("size-4");
  await userEvent.click(box);
  expect(onCheckedChange).toHaveBeenCalledWith(true);
});
