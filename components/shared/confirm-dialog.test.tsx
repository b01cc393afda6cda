import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Eliminar Plantilla Web"
      description="Esta acción no se puede deshacer."
      cancelText="Cancelar"
      confirmText="Eliminar"
      busyText="Eliminando..."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe("ConfirmDialog", () => {
  it("asks its question and confirms without closing itself", async () => {
    const { onConfirm, onCancel, user } = setup({ children: <p>3 productos</p> });
    expect(screen.getByRole("alertdialog", { name: "Eliminar Plantilla Web" })).toBeInTheDocument();
    expect(screen.getByText("3 productos")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("cancels with the cancel button and with Escape", async () => {
    const { onCancel, user } = setup();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("while busy shows the busy text and cannot be cancelled or confirmed again", async () => {
    const { onConfirm, onCancel, user } = setup({ busy: true });
    expect(screen.getByRole("button", { name: "Eliminando..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps the confirm button disabled when the caller says so", () => {
    setup({ confirmDisabled: true });
    expect(screen.getByRole("button", { name: "Eliminar" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeEnabled();
  });
});
