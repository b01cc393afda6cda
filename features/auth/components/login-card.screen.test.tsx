/**
 * @jest-environment jest-fixed-jsdom
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LOGIN_TIMESTAMP_KEY, TOKEN_KEY, USER_TYPE_KEY } from "@/lib/session/storage-keys";
import messages from "@/messages/es.json";
import { api, fail, ok, pending, unprocessable, type RequestRecorder } from "@/tests/support/api-handlers";
import { accessToken } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { Button } from "@/components/ui/button";
import { openDashboard } from "@/features/auth/open-dashboard";
import { LoginCard } from "./login-card";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
// jsdom cannot load a new document: the test sees that one was asked for.
jest.mock("@/features/auth/open-dashboard", () => ({ openDashboard: jest.fn() }));

startMswServer();

beforeEach(() => {
  setRoute({ pathname: "/login" });
  jest.mocked(openDashboard).mockReset();
});

const WRONG_PASSWORD = "Usuario o contraseña incorrectos";
const THROTTLED = "Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.";

/** The sign-in page hands the form its texts read on the server: the same `auth.login` messages. */
function renderLogin() {
  const rendered = renderWithProviders(<LoginCard texts={messages.auth.login} />);
  // Nobody is signed in on this screen.
  window.localStorage.clear();
  return rendered;
}

async function signInAs(user: ReturnType<typeof renderLogin>["user"], username: string, password: string) {
  await user.type(screen.getByRole("textbox", { name: "Usuario" }), username);
  await user.type(screen.getByLabelText("Contraseña"), password);
  await user.click(screen.getByRole("button", { name: "Iniciar Sesión" }));
}

describe("LoginCard", () => {
  it("asks for the user name and password before it can be sent", async () => {
    const { user } = renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Iniciar Sesión" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Usuario" }), "admin");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Contraseña"), "secreto");
    expect(submit).toBeEnabled();
  });

  it("draws its native send button exactly as Button draws it, without tailwind-merge", () => {
    renderLogin();
    const submit = screen.getByRole("button", { name: "Iniciar Sesión" });
    const { getByText } = render(
      <Button type="submit" className="w-full">
        Referencia
      </Button>,
    );
    const reference = getByText("Referencia");
    expect(submit.className).toBe(reference.className);
    for (const name of ["data-slot", "data-variant", "data-size"]) expect(submit.getAttribute(name)).toBe(reference.getAttribute(name));
  });

  it("says it is signing in while the server answers", async () => {
    server.use(api.signIn(pending()));
    const { user } = renderLogin();
    await signInAs(user, "admin", "secreto");
    expect(await screen.findByRole("button", { name: "Autenticando..." })).toBeDisabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's reason for a wrong password in the authentication alert, and stays signed out", async () => {
    server.use(api.signIn(fail(400, WRONG_PASSWORD)));
    const { user } = renderLogin();
    await signInAs(user, "admin", "equivocada");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error de Autenticación");
    expect(alert).toHaveTextContent(WRONG_PASSWORD);
    expect(screen.getByRole("button", { name: "Iniciar Sesión" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Usuario" })).toHaveValue("admin");
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(openDashboard).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole("button", { name: "Cerrar aviso" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("signs in with the right password: sends the credentials, keeps the session and opens the dashboard", async () => {
    const sent: RequestRecorder = { bodies: [] };
    server.use(api.signIn(ok(accessToken("token-de-sesion")), sent));
    const { user } = renderLogin();
    await signInAs(user, "admin", "secreto");
    // As a new document: the client router may hold a /dashboard that redirected to /login while signed out.
    await waitFor(() => expect(openDashboard).toHaveBeenCalledTimes(1));
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    // Stays "signing in" until the dashboard replaces the screen.
    expect(screen.getByRole("button", { name: "Autenticando..." })).toBeDisabled();
    expect(sent.bodies).toEqual([{ username: "admin", password: "secreto" }]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe("token-de-sesion");
    expect(window.localStorage.getItem(USER_TYPE_KEY)).toBe("admin");
    expect(Number(window.localStorage.getItem(LOGIN_TIMESTAMP_KEY))).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says in Spanish to wait after too many failed attempts", async () => {
    server.use(api.signIn(fail(429, THROTTLED)));
    const { user } = renderLogin();
    await signInAs(user, "admin", "otra-mas");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error de Autenticación");
    expect(alert).toHaveTextContent(THROTTLED);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ["the panel's proxy gets no answer", fail(502, "El servidor no está disponible en este momento. Inténtalo de nuevo en unos segundos.")],
    ["the server is down", fail(503, "Service Unavailable")],
    ["the server answers too late", fail(504, "El servidor tardó demasiado en responder. Inténtalo de nuevo.")],
  ])("when %s, says the server is unavailable, not that the credentials are wrong", async (_, answer) => {
    server.use(api.signIn(answer));
    const { user } = renderLogin();
    await signInAs(user, "admin", "secreto");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Servidor no disponible");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(alert).not.toHaveTextContent("Service Unavailable");
    expect(alert).not.toHaveTextContent("Error de Autenticación");
    expect(alert).not.toHaveTextContent("verifica tus credenciales");
    expect(screen.getByRole("button", { name: "Iniciar Sesión" })).toBeEnabled();
  });

  it("says the server is unavailable when no answer reaches the browser", async () => {
    server.use(api.signIn({ respond: () => Response.error() }));
    const { user } = renderLogin();
    await signInAs(user, "admin", "secreto");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Servidor no disponible");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
  });

  it("falls back to its own Spanish text when the server's answer is FastAPI's English field list", async () => {
    server.use(api.signIn(unprocessable([{ loc: ["body", "password"], msg: "Field required", type: "missing" }])));
    const { user } = renderLogin();
    await signInAs(user, "admin", "secreto");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al iniciar sesión. Por favor, verifica tus credenciales.");
    expect(alert).not.toHaveTextContent("Field required");
  });

  it("before hydration can be sent, never natively, and takes the credentials typed by then", async () => {
    server.use(api.signIn(ok(accessToken("token-temprano"))));
    window.localStorage.clear();
    const form = <LoginCard texts={messages.auth.login} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // Enter in a field submits only through an enabled default button; the browser's own submission
    // would put the password in the address.
    expect(screen.getByRole("button", { name: "Iniciar Sesión" })).toBeEnabled();
    expect(container.querySelector("form")?.getAttribute("action")).toMatch(/^javascript:/);
    expect(container.querySelector("form")?.getAttribute("method")).toBeNull();
    (screen.getByRole("textbox", { name: "Usuario" }) as HTMLInputElement).value = "admin";
    (screen.getByLabelText("Contraseña") as HTMLInputElement).value = "secreto";

    const root = await act(async () => hydrateRoot(container, form));
    const submit = screen.getByRole("button", { name: "Iniciar Sesión" });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(openDashboard).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe("token-temprano");
    act(() => root.unmount());
    container.remove();
  });
});
