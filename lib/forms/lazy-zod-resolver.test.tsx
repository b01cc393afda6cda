import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, { error: "El nombre es obligatorio" })) });

/** A loader the test releases by hand: the schema's chunk has not arrived until then. */
function gatedLoader() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<typeof schema>((resolve, reject) => {
        release = () => resolve(schema);
        fail = reject;
      }),
  );
  return { load, release: () => release(), fail: (error: Error) => fail(error) };
}

function NameForm({ resolver, onValid }: { resolver: ReturnType<typeof lazyZodResolver<{ name: string }>>; onValid: () => void }) {
  const { register, handleSubmit, formState } = useForm<{ name: string }>({ resolver, defaultValues: { name: "" } });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => {})} noValidate>
      <label htmlFor="name">Nombre</label>
      <input id="name" {...register("name")} />
      {formState.errors.name ? <p role="alert">{formState.errors.name.message}</p> : null}
      <button type="submit">Guardar</button>
    </form>
  );
}

it("validates the very first submit once the schema has loaded, and sends nothing invalid", async () => {
  const user = userEvent.setup();
  const gate = gatedLoader();
  const onValid = jest.fn();
  render(<NameForm resolver={lazyZodResolver(gate.load)} onValid={onValid} />);
  // Nothing loads with the form itself.
  expect(gate.load).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Guardar" }));
  expect(gate.load).toHaveBeenCalledTimes(1);
  // The submit waits for the schema: no error yet, nothing sent.
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(onValid).not.toHaveBeenCalled();

  gate.release();
  expect(await screen.findByRole("alert")).toHaveTextContent("El nombre es obligatorio");
  expect(onValid).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Nombre"), "Cafeteras");
  await user.click(screen.getByRole("button", { name: "Guardar" }));
  await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Cafeteras" }, expect.anything()));
  // Loaded once for the form's life.
  expect(gate.load).toHaveBeenCalledTimes(1);
});

it("tries the load again on the next validation when it failed", async () => {
  const user = userEvent.setup();
  const gate = gatedLoader();
  const onValid = jest.fn();
  render(<NameForm resolver={lazyZodResolver(gate.load)} onValid={onValid} />);

  await user.click(screen.getByRole("button", { name: "Guardar" }));
  gate.fail(new Error("network"));
  await user.click(screen.getByRole("button", { name: "Guardar" }));
  expect(gate.load).toHaveBeenCalledTimes(2);
  gate.release();
  expect(await screen.findByRole("alert")).toHaveTextContent("El nombre es obligatorio");
  expect(onValid).not.toHaveBeenCalled();
});
