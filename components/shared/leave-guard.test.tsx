import "@testing-library/jest-dom";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";
import { router, setRoute } from "@/tests/support/next-navigation";
import { LeaveGuard } from "./leave-guard";

jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

const FORM = "/niche-catalog/edit/7";

/** The list, then the form reached from it inside the panel (one document, two history entries). */
function atFormFromList() {
  setRoute({ pathname: "/niche-catalog" });
  window.history.pushState({ page: "form" }, "", FORM);
}

/** Back or Forward, then waits until the page has handled it. */
async function historyMove(move: () => void, handled: () => void) {
  act(move);
  await waitFor(handled);
}

const dialog = () => screen.findByRole("alertdialog", { name: "¿Salir sin guardar?" });

it("asks on Back; staying keeps the form's address, leaving goes back", async () => {
  atFormFromList();
  const onLeave = jest.fn();
  // The router listens on window too, from before any form is shown: it must not move to the list.
  const routerHeard = jest.fn();
  window.addEventListener("popstate", routerHeard);
  render(<LeaveGuard active onLeave={onLeave} />);

  await historyMove(
    () => window.history.back(),
    () => expect(routerHeard.mock.calls.length + screen.queryAllByRole("alertdialog").length).toBeGreaterThan(0),
  );
  expect(await dialog()).toHaveTextContent("Tienes cambios sin guardar. ¿Seguro que quieres salir?");
  expect(window.location.pathname).toBe(FORM);
  expect(routerHeard).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole("button", { name: "Seguir editando" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(window.location.pathname).toBe(FORM);

  // Asked again on the next Back.
  await historyMove(
    () => window.history.back(),
    () => expect(screen.getByRole("alertdialog")).toBeInTheDocument(),
  );
  await userEvent.click(await screen.findByRole("button", { name: "Salir sin guardar" }));
  await waitFor(() => expect(window.location.pathname).toBe("/niche-catalog"));
  expect(onLeave).toHaveBeenCalledTimes(1);
  expect(routerHeard).toHaveBeenCalledTimes(1);
  window.removeEventListener("popstate", routerHeard);
});

it("leaves moves within the page to the page", async () => {
  atFormFromList();
  window.history.pushState({ step: 2 }, "", `${FORM}?step=2`);
  render(<LeaveGuard active />);
  await historyMove(
    () => window.history.back(),
    () => expect(window.location.search).toBe(""),
  );
  expect(window.location.pathname).toBe(FORM);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});

it("asks before an in-app link, and follows it once confirmed", async () => {
  atFormFromList();
  render(
    <>
      <Link href="/products">Productos</Link>
      <LeaveGuard active />
    </>,
  );
  await userEvent.click(screen.getByRole("link", { name: "Productos" }));
  await userEvent.click(await screen.findByRole("button", { name: "Salir sin guardar" }));
  expect(router.push).toHaveBeenCalledWith("/products");
});

it("asks the browser before a reload or closing the tab, only while there is something to lose", () => {
  const unload = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const { rerender } = render(<LeaveGuard active />);
  expect(unload()).toBe(true);
  rerender(<LeaveGuard active={false} />);
  expect(unload()).toBe(false);
});

it("lets Back go when nothing is unsaved", async () => {
  atFormFromList();
  render(<LeaveGuard active={false} />);
  await historyMove(
    () => window.history.back(),
    () => expect(window.location.pathname).toBe("/niche-catalog"),
  );
});

it("when the session ends, keeps the form's draft, asks in the panel's words and goes to sign in only when told", async () => {
  const { sessionEnded } = await import("@/lib/session/session-end");
  const draft = { keep: jest.fn(), drop: jest.fn() };
  const signIn = jest.fn();
  render(<LeaveGuard active draft={draft} />);
  act(() => sessionEnded(signIn));
  expect(await screen.findByRole("alertdialog", { name: "Tu sesión ha terminado" })).toBeInTheDocument();
  expect(draft.keep).toHaveBeenCalledTimes(1);
  expect(signIn).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión de nuevo" }));
  expect(draft.keep).toHaveBeenCalledTimes(2);
  expect(signIn).toHaveBeenCalledTimes(1);
});

it("when a dialog's form sits over a page's, both keep their drafts and only the dialog's asks", async () => {
  const { sessionEnded } = await import("@/lib/session/session-end");
  const page = { keep: jest.fn(), drop: jest.fn() };
  const dialog = { keep: jest.fn(), drop: jest.fn() };
  const signIn = jest.fn();
  render(
    <>
      <LeaveGuard active draft={page} />
      <LeaveGuard active draft={dialog} />
    </>,
  );
  act(() => sessionEnded(signIn));
  expect(await screen.findAllByRole("alertdialog", { name: "Tu sesión ha terminado" })).toHaveLength(1);
  expect(page.keep).toHaveBeenCalledTimes(1);
  expect(dialog.keep).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión de nuevo" }));
  // What was typed since goes too, on both.
  expect(page.keep).toHaveBeenCalledTimes(2);
  expect(dialog.keep).toHaveBeenCalledTimes(2);
  expect(signIn).toHaveBeenCalledTimes(1);
});

it("stops saying that saving needs a new sign-in once the session is renewed in another tab", async () => {
  const { sessionEnded } = await import("@/lib/session/session-end");
  const { TOKEN_KEY } = await import("@/lib/session/storage-keys");
  const draft = { keep: jest.fn(), drop: jest.fn() };
  render(<LeaveGuard active draft={draft} />);
  act(() => sessionEnded(jest.fn()));
  await userEvent.click(await screen.findByRole("button", { name: "Quedarme aquí" }));
  expect(screen.getByText(/^No se puede guardar hasta que vuelvas a iniciar sesión/)).toBeInTheDocument();
  act(() => window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_KEY, newValue: "token-nuevo" })));
  expect(screen.queryByText(/^No se puede guardar hasta que vuelvas a iniciar sesión/)).not.toBeInTheDocument();
  // The draft kept for the sign-in would come back over a later save.
  expect(draft.drop).toHaveBeenCalledTimes(1);
});

it("when the session ends on a form without a draft, says the changes go with the page", async () => {
  const { sessionEnded } = await import("@/lib/session/session-end");
  render(<LeaveGuard active />);
  act(() => sessionEnded(jest.fn()));
  expect(await screen.findByRole("alertdialog", { name: "Tu sesión ha terminado" })).toHaveTextContent("Si inicias sesión ahora se perderán");
});

it("leaves the session's end to the sign-in when nothing is unsaved", async () => {
  const { sessionEnded } = await import("@/lib/session/session-end");
  const signIn = jest.fn();
  render(<LeaveGuard active={false} />);
  sessionEnded(signIn);
  expect(signIn).toHaveBeenCalledTimes(1);
});
