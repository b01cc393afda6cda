import { act, createContext, useContext, useEffect, useState, type FormEvent } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { render, screen } from "@testing-library/react";
import { lazyModule } from "@/lib/lazy/lazy-module";
import { LiveWhenIdle } from "./live-when-idle";

jest.mock("@/lib/lazy/when-idle", () => ({ whenLoadedAndIdle: () => () => {} }));
jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

const Ticks = createContext(0);

function NameForm({ onSave }: { onSave: (name: string) => void }) {
  const [name, setName] = useState("Cafeteras");
  const [active, setActive] = useState(false);
  useContext(Ticks);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <form onSubmit={submit}>
      <input id="name" aria-label="Nombre" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" aria-pressed={active} onClick={() => setActive(!active)}>
        Activo
      </button>
    </form>
  );
}

/** An ancestor whose context changes right after hydration, as the shell's do. */
function Ticking({ children }: { children: React.ReactNode }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setTick(1), 0);
    return () => clearTimeout(timer);
  }, []);
  return <Ticks.Provider value={tick}>{children}</Ticks.Provider>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function hydrateServerForm(onSave: (name: string) => void) {
  const code = deferred<{ NameForm: typeof NameForm }>();
  const importer = jest.fn(() => code.promise);
  const formModule = lazyModule(importer);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <div className="contents">
      <NameForm onSave={onSave} />
    </div>,
  );
  document.body.append(container);
  const serverField = container.querySelector("input")!;
  await act(async () => {
    hydrateRoot(
      container,
      <Ticking>
        <LiveWhenIdle module={formModule} className="contents" render={(m) => <m.NameForm onSave={onSave} />} />
      </Ticking>,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return { container, serverField, importer, arrive: () => act(async () => code.resolve({ NameForm })) };
}

afterEach(() => (document.body.innerHTML = ""));

it("keeps the server's form on screen, through its ancestors' updates, without loading its code", async () => {
  const { container, serverField, importer } = await hydrateServerForm(jest.fn());
  expect(container.querySelector("input")).toBe(serverField);
  expect(serverField).toHaveValue("Cafeteras");
  expect(importer).not.toHaveBeenCalled();
});

it("loads on the first focus and hands the live form what was typed, the focus and the caret", async () => {
  const onSave = jest.fn();
  const { container, serverField, importer, arrive } = await hydrateServerForm(onSave);
  serverField.focus();
  expect(importer).toHaveBeenCalledTimes(1);
  serverField.value = "Cafeteras italianas";
  serverField.setSelectionRange(3, 3);
  await arrive();

  const liveField = screen.getByLabelText("Nombre");
  expect(liveField).not.toBe(serverField);
  expect(liveField).toHaveValue("Cafeteras italianas");
  expect(liveField).toHaveFocus();
  expect((liveField as HTMLInputElement).selectionStart).toBe(3);
  container.querySelector("form")!.requestSubmit();
  expect(onSave).toHaveBeenCalledWith("Cafeteras italianas");
});

it("holds Enter pressed before the form is live and sends the form, with what was typed, once it is", async () => {
  const onSave = jest.fn();
  const { serverField, importer, arrive } = await hydrateServerForm(onSave);
  serverField.value = "Cafeteras de goteo";
  const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
  serverField.dispatchEvent(enter);
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  serverField.form!.dispatchEvent(submit);
  expect(enter.defaultPrevented).toBe(true);
  expect(submit.defaultPrevented).toBe(true);
  expect(importer).toHaveBeenCalledTimes(1);
  expect(onSave).not.toHaveBeenCalled();

  await arrive();
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(onSave).toHaveBeenCalledWith("Cafeteras de goteo");
});

it("makes a press on a button before the form is live again once it is", async () => {
  const { importer, arrive } = await hydrateServerForm(jest.fn());
  const press = new MouseEvent("click", { bubbles: true, cancelable: true });
  screen.getByRole("button", { name: "Activo" }).dispatchEvent(press);
  expect(press.defaultPrevented).toBe(true);
  expect(importer).toHaveBeenCalledTimes(1);
  await arrive();
  expect(screen.getByRole("button", { name: "Activo" })).toHaveAttribute("aria-pressed", "true");
});

it("asks before leaving what was typed into the server's form while its code is still on its way", async () => {
  const { serverField, arrive } = await hydrateServerForm(jest.fn());
  const unload = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  serverField.value = "Cafeteras italianas";
  await act(async () => void serverField.dispatchEvent(new Event("input", { bubbles: true })));
  expect(unload()).toBe(true);
  // Live, the form guards its own changes: this one stands down.
  await arrive();
  expect(unload()).toBe(false);
});

it("asks before leaving text typed before the page was hydrated", async () => {
  const code = deferred<{ NameForm: typeof NameForm }>();
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <div>
      <NameForm onSave={jest.fn()} />
    </div>,
  );
  document.body.append(container);
  container.querySelector("input")!.value = "Tecleado antes";
  await act(async () => {
    hydrateRoot(container, <LiveWhenIdle module={lazyModule(() => code.promise)} render={(m) => <m.NameForm onSave={jest.fn()} />} />);
  });
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
});

it("renders the live component at once on a client-side navigation", async () => {
  const formModule = lazyModule(async () => ({ NameForm }));
  await formModule.load();
  render(<LiveWhenIdle module={formModule} render={(m) => <m.NameForm onSave={jest.fn()} />} />);
  expect(screen.getByLabelText("Nombre")).toHaveValue("Cafeteras");
});
