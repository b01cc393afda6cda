import "@testing-library/jest-dom";
import { useState, type ReactNode } from "react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { Input } from "./input";
import { Textarea } from "./textarea";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Renders `ui` as the server would, lets `typeEarly` change the fields, then hydrates. */
async function hydrateAfter(ui: () => ReactNode, typeEarly: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui());
  document.body.append(container);
  typeEarly();
  await act(async () => {
    root = hydrateRoot(container, ui());
  });
  // The typed text is handed over once hydration has committed.
  await act(async () => {});
}

function SearchBox({ initial = "" }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  const [rerenders, setRerenders] = useState(0);
  return (
    <>
      <Input aria-label="Buscar" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p data-testid="query">{query}</p>
      <button onClick={() => setRerenders(rerenders + 1)}>render</button>
    </>
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

it("gives a controlled field the text typed before hydration, and keeps it on the next render", async () => {
  await hydrateAfter(
    () => <SearchBox />,
    () => (field("Buscar").value = "cafeteras"),
  );
  expect(screen.getByTestId("query")).toHaveTextContent("cafeteras");
  await userEvent.click(screen.getByRole("button", { name: "render" }));
  expect(field("Buscar")).toHaveValue("cafeteras");
  await userEvent.type(field("Buscar"), " rojas");
  expect(screen.getByTestId("query")).toHaveTextContent("cafeteras rojas");
});

it("takes text changed from a server-rendered value, even to empty", async () => {
  await hydrateAfter(
    () => <SearchBox initial="te" />,
    () => (field("Buscar").value = ""),
  );
  expect(screen.getByTestId("query")).toBeEmptyDOMElement();
});

it("leaves an untouched field alone", async () => {
  const onChange = jest.fn();
  await hydrateAfter(
    () => <Input aria-label="Buscar" value="te" onChange={onChange} />,
    () => {},
  );
  expect(onChange).not.toHaveBeenCalled();
  expect(field("Buscar")).toHaveValue("te");
});

function LibraryForm({ onValues }: { onValues: (values: { name: string; notes: string }) => void }) {
  const { register, getValues } = useForm({ defaultValues: { name: "", notes: "" } });
  return (
    <>
      <Input aria-label="Nombre" {...register("name")} />
      <Textarea aria-label="Notas" {...register("notes")} />
      <button onClick={() => onValues(getValues())}>read</button>
    </>
  );
}

it("leaves a form library's uncontrolled fields the text typed before hydration, which the library takes", async () => {
  const onValues = jest.fn();
  await hydrateAfter(
    () => <LibraryForm onValues={onValues} />,
    () => {
      field("Nombre").value = "Cafeteras";
      field("Notas").value = "Para el desayuno";
    },
  );
  expect(field("Nombre")).toHaveValue("Cafeteras");
  expect(field("Notas")).toHaveValue("Para el desayuno");
  await userEvent.click(screen.getByRole("button", { name: "read" }));
  expect(onValues).toHaveBeenCalledWith({ name: "Cafeteras", notes: "Para el desayuno" });
});

it("still hands the field to the caller's ref", async () => {
  const ref = { current: null as HTMLInputElement | null };
  await hydrateAfter(
    () => <Input aria-label="Buscar" ref={ref} defaultValue="" />,
    () => {},
  );
  expect(ref.current).toBe(field("Buscar"));
});
