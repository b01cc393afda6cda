import "@testing-library/jest-dom";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeSelect } from "./native-select";

function Tone({ initial }: { initial: string }) {
  const [tone, setTone] = useState(initial);
  return (
    <>
      <label htmlFor="tone">Tono</label>
      <NativeSelect id="tone" value={tone} onValueChange={setTone} placeholder="Elige un tono">
        <option value="casual">Casual</option>
        <option value="formal">Formal</option>
      </NativeSelect>
      <p>Elegido: {tone || "ninguno"}</p>
    </>
  );
}

it("is a labelled native select whose choice reaches the state", async () => {
  render(<Tone initial="casual" />);
  const select = screen.getByRole("combobox", { name: "Tono" });
  expect(select).toHaveDisplayValue("Casual");
  await userEvent.selectOptions(select, "Formal");
  expect(screen.getByText("Elegido: formal")).toBeInTheDocument();
});

it("shows the placeholder while nothing is chosen, and it cannot be chosen again", async () => {
  render(<Tone initial="" />);
  const select = screen.getByRole("combobox", { name: "Tono" });
  expect(select).toHaveDisplayValue("Elige un tono");
  expect(screen.getByRole("option", { name: "Elige un tono" })).toBeDisabled();
});

it("hands over a choice made before hydration, and nothing when there was none", async () => {
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const { act } = await import("react");
  for (const chosenEarly of [true, false]) {
    const onValueChange = jest.fn();
    const select = (
      <NativeSelect aria-label="Estado" value="all" onValueChange={onValueChange}>
        <option value="all">Todos</option>
        <option value="pending">Pendiente</option>
      </NativeSelect>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(select);
    document.body.append(container);
    if (chosenEarly) container.querySelector("select")!.value = "pending";
    await act(async () => {
      hydrateRoot(container, select);
    });
    expect(onValueChange.mock.calls).toEqual(chosenEarly ? [["pending"]] : []);
    container.remove();
  }
});
