import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { CharacterCounter } from "@/components/ui/character-counter";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label, RequiredMark } from "@/components/ui/label";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { SecretField } from "@/components/ui/secret-field";
import { StatCard } from "@/components/ui/stat-card";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(window.navigator, "clipboard", {
    configurable: true,
    value: { writeText },
  });
}

describe("Button", () => {
  it("renders its child as a link with asChild", () => {
    render(
      <Button asChild variant="outline">
        <Link href="/niches">Nichos</Link>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Nichos" });
    expect(link).toHaveAttribute("href", "/niches");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).not.toHaveAttribute("type");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("defaults native buttons to type=button", () => {
    render(<Button>Guardar</Button>);
    expect(screen.getByRole("button", { name: "Guardar" })).toHaveAttribute("type", "button");
  });
});

describe("Dialog", () => {
  it("opens from its trigger, shows the title and closes with Escape", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Abrir</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Nuevo nicho</DialogTitle>
          <DialogDescription>Descripción</DialogDescription>
        </DialogContent>
      </Dialog>,
    );

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Abrir" }));

    const dialog = await screen.findByRole("dialog", { name: "Nuevo nicho" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText("Nuevo nicho")).toBeVisible();
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Focus returns to the trigger.
    expect(screen.getByRole("button", { name: "Abrir" })).toHaveFocus();
  });

  it("gives focus back to the button that opened it from state, without a trigger", async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = React.useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Importar</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent closeLabel="Cerrar">
              <DialogTitle>Importar Productos</DialogTitle>
              <DialogDescription>Descripción</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Opener />);
    await user.click(screen.getByRole("button", { name: "Importar" }));
    await screen.findByRole("dialog", { name: "Importar Productos" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Importar" })).toHaveFocus();
  });
});

describe("SecretField", () => {
  it("masks the value until revealed and hides it again", async () => {
    const user = userEvent.setup();
    render(
      <SecretField
        value="sk_live_123456"
        revealLabel="Mostrar"
        hideLabel="Ocultar"
        copyLabel="Copiar"
        copiedLabel="Copiado"
      />,
    );

    expect(screen.queryByText("sk_live_123456")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mostrar" }));
    expect(screen.getByText("sk_live_123456")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ocultar" }));
    expect(screen.queryByText("sk_live_123456")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mostrar" })).toBeInTheDocument();
  });
});

describe("CopyButton", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("writes the value to the clipboard, reports success and resets after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const onCopied = jest.fn();

    render(<CopyButton value="abc-123" label="Copiar" copiedLabel="Copiado" onCopied={onCopied} />);
    await user.click(screen.getByRole("button", { name: "Copiar" }));

    expect(writeText).toHaveBeenCalledWith("abc-123");
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(true));
    expect(await screen.findByRole("button", { name: "Copiado" })).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole("button", { name: "Copiar" })).toBeInTheDocument();
  });

  it("reports failure when the clipboard rejects", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error("denied"));
    mockClipboard(writeText);
    const onCopied = jest.fn();

    render(<CopyButton value="x" label="Copiar" copiedLabel="Copiado" onCopied={onCopied} />);
    await user.click(screen.getByRole("button", { name: "Copiar" }));

    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(false));
    expect(screen.getByRole("button", { name: "Copiar" })).toBeInTheDocument();
  });
});

describe("StatCard", () => {
  it("writes its count in the panel's locale, as the counters beside it are", () => {
    render(<StatCard label="Total Productos" value={20041} />);
    expect(screen.getByText("20.041")).toBeInTheDocument();
  });

  it("with href is a link named by label and value", () => {
    render(
      <StatCard label="Productos" value={1234} href="/products" icon={<svg />} description="+5%" />,
    );
    // Spanish groups thousands from five digits on: 1234, 20.041.
    const link = screen.getByRole("link", { name: "Productos 1234" });
    expect(link).toHaveAttribute("href", "/products");
    expect(link).toHaveAccessibleDescription("+5%");
  });

  it("shows a busy skeleton while the value is undefined", () => {
    const { container } = render(
      <StatCard label="Productos" value={undefined} loadingLabel="Cargando" />,
    );
    expect(container.querySelector('[data-slot="stat-card"]')).toHaveAttribute("aria-busy", "true");
    expect(container.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    expect(screen.getByText("Cargando")).toBeInTheDocument();
  });
});

describe("CharacterCounter", () => {
  const near = "Te estás acercando al límite de caracteres";
  const over = "Has superado el límite de caracteres";
  const view = (count: number) => render(<CharacterCounter id="c" count={count} limit={100} nearLimitText={near} overLimitText={over} />);

  it("stays neutral up to 80 % of the limit", () => {
    const { container } = view(80);
    expect(screen.getByText("80/100")).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("data-tone", "ok");
    expect(screen.queryByText(near)).not.toBeInTheDocument();
  });

  it("turns yellow above 80 % and warns above 90 %", () => {
    const { container, rerender } = view(81);
    expect(container.firstElementChild).toHaveAttribute("data-tone", "near");
    expect(screen.getByText("81/100")).toHaveClass("text-warning");
    expect(screen.queryByText(near)).not.toBeInTheDocument();
    rerender(<CharacterCounter id="c" count={100} limit={100} nearLimitText={near} overLimitText={over} />);
    expect(screen.getByText(near)).toBeInTheDocument();
    expect(screen.queryByText(over)).not.toBeInTheDocument();
  });

  it("turns red above the limit and says it is exceeded, no longer that it is near", () => {
    const { container } = view(101);
    expect(container.firstElementChild).toHaveAttribute("data-tone", "over");
    expect(screen.getByText("101/100")).toHaveClass("text-destructive");
    expect(screen.getByText(over)).toHaveClass("text-destructive");
    expect(screen.queryByText(near)).not.toBeInTheDocument();
  });

  it("names another unit before the count", () => {
    const { container } = render(<CharacterCounter id="c" count={4600} limit={5000} nearLimitText="Cerca del límite de URLs" overLimitText="Límite superado" label="URLs detectadas" />);
    expect(screen.getByText("URLs detectadas: 4600/5000")).toHaveClass("text-warning");
    expect(container.firstElementChild).toHaveAttribute("data-tone", "near");
    expect(screen.getByText("Cerca del límite de URLs")).toBeInTheDocument();
  });
});

describe("Label", () => {
  it("shows a required field's mark but keeps it out of the field's accessible name", () => {
    render(
      <>
        <Label htmlFor="name" required>
          Nombre
        </Label>
        <Input id="name" aria-required />
        <fieldset>
          <legend>
            Imágenes
            <RequiredMark />
          </legend>
        </fieldset>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Nombre" })).toBeRequired();
    expect(screen.getByText("*", { selector: "label > span" })).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("group", { name: "Imágenes" })).toBeInTheDocument();
  });
});
