import "@testing-library/jest-dom";
import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchableSelect, type SearchableSelectOption } from "./searchable-select";

// jsdom lays nothing out: the virtualised list needs a height to know how many options fit.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 240 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 300 });
  HTMLElement.prototype.scrollTo = function scrollTo() {};
});

const NICHES: SearchableSelectOption[] = [
  { value: "all", label: "Todos los nichos" },
  { value: "cafe", label: "Café de especialidad" },
  { value: "jardin", label: "Jardín y huerto" },
  { value: "camping", label: "Camping" },
];

function Harness({ options = NICHES, initial = "", onChange = () => {} }: { options?: SearchableSelectOption[]; initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="niche">Nicho</label>
      <SearchableSelect
        id="niche"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        options={options}
        listLabel="Nicho"
        placeholder="Seleccionar..."
        emptyText="No se encontraron opciones"
      />
    </form>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Nicho" });

// First: the list's code is not loaded yet, as on a page's first use of the field.
it("names no active option while its list's code is still loading, and the first match once it is drawn", async () => {
  render(<Harness />);
  fireEvent.change(combobox(), { target: { value: "ca" } });
  expect(screen.getByRole("listbox", { name: "Nicho" })).toHaveAttribute("aria-busy", "true");
  expect(combobox()).not.toHaveAttribute("aria-activedescendant");
  await screen.findAllByRole("option");
  expect(document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("Café de especialidad");
});

it("starts closed, with the placeholder and a listbox it controls once open", async () => {
  render(<Harness />);
  expect(combobox()).toHaveAttribute("aria-expanded", "false");
  expect(combobox()).toHaveAttribute("placeholder", "Seleccionar...");
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  await userEvent.click(combobox());
  expect(combobox()).toHaveAttribute("aria-expanded", "true");
  const listbox = screen.getByRole("listbox", { name: "Nicho" });
  expect(combobox()).toHaveAttribute("aria-controls", listbox.id);
  // The options come with their code, loaded on the first focus.
  expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(NICHES.map((n) => n.label));
});

it("shows the chosen option's label", () => {
  render(<Harness initial="all" />);
  expect(combobox()).toHaveValue("Todos los nichos");
});

it("filters as the user types, ignoring accents and case", async () => {
  render(<Harness />);
  await userEvent.type(combobox(), "JARDIN");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Jardín y huerto"]);
  await userEvent.clear(combobox());
  await userEvent.type(combobox(), "cafe");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Café de especialidad"]);
});

it("says so when nothing matches", async () => {
  render(<Harness />);
  await userEvent.type(combobox(), "zzz");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByRole("status")).toHaveTextContent("No se encontraron opciones");
  expect(combobox()).not.toHaveAttribute("aria-activedescendant");
});

it("moves with the arrows, Home and End, and picks with Enter", async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  combobox().focus();
  await userEvent.keyboard("{ArrowDown}");
  const activeLabel = () => document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")?.textContent;
  expect(activeLabel()).toBe("Todos los nichos");
  await userEvent.keyboard("{ArrowDown}{ArrowDown}");
  expect(activeLabel()).toBe("Jardín y huerto");
  expect(screen.getByRole("option", { name: "Jardín y huerto" })).toHaveAttribute("aria-selected", "true");
  await userEvent.keyboard("{End}");
  expect(activeLabel()).toBe("Camping");
  await userEvent.keyboard("{Home}");
  expect(activeLabel()).toBe("Todos los nichos");
  await userEvent.keyboard("{ArrowUp}{ArrowDown}{Enter}");
  expect(onChange).toHaveBeenCalledWith("cafe");
  expect(combobox()).toHaveValue("Café de especialidad");
  expect(combobox()).toHaveAttribute("aria-expanded", "false");
});

it("types, then Enter picks the first match", async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.type(combobox(), "camp{Enter}");
  expect(onChange).toHaveBeenCalledWith("camping");
  expect(combobox()).toHaveValue("Camping");
});

it("a click then typing replaces the chosen option's text", async () => {
  render(<Harness initial="all" />);
  await userEvent.click(combobox());
  await userEvent.keyboard("camp");
  expect(combobox()).toHaveValue("camp");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Camping"]);
});

it("Escape closes the list and puts the chosen label back", async () => {
  const onChange = jest.fn();
  render(<Harness initial="all" onChange={onChange} />);
  await userEvent.clear(combobox());
  await userEvent.type(combobox(), "jar");
  expect(combobox()).toHaveAttribute("aria-expanded", "true");
  await userEvent.keyboard("{Escape}");
  expect(combobox()).toHaveAttribute("aria-expanded", "false");
  expect(combobox()).toHaveValue("Todos los nichos");
  expect(onChange).not.toHaveBeenCalled();
});

it("leaves Escape to the page while the list is closed (a dialog around it closes)", async () => {
  render(<Harness initial="all" />);
  await userEvent.click(combobox());
  expect(fireEvent.keyDown(combobox(), { key: "Escape" })).toBe(false);
  expect(combobox()).toHaveAttribute("aria-expanded", "false");
  expect(fireEvent.keyDown(combobox(), { key: "Escape" })).toBe(true);
});

it("picks an option with the mouse", async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(combobox());
  await userEvent.click(screen.getByRole("option", { name: "Camping" }));
  expect(onChange).toHaveBeenCalledWith("camping");
  expect(combobox()).toHaveFocus();
});

it("keeps only the options near view in the page when there are thousands", async () => {
  const many = Array.from({ length: 5000 }, (_, i) => ({ value: String(i), label: `Nicho ${i}` }));
  render(<Harness options={many} />);
  await userEvent.click(combobox());
  const shown = screen.getAllByRole("option");
  expect(shown.length).toBeLessThan(30);
  expect(shown[0]).toHaveAttribute("aria-setsize", "5000");
  await userEvent.keyboard("{End}");
  expect(document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "")).toHaveTextContent("Nicho 4999");
});
