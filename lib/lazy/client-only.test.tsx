import "@testing-library/jest-dom";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { clientOnly } from "./client-only";

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

it("renders nothing on the server and the component, once loaded, in the browser", async () => {
  const load = jest.fn(async () => Greeting);
  const Deferred = clientOnly(load);
  expect(renderToString(<Deferred name="Ana" />)).toBe("");
  expect(load).not.toHaveBeenCalled();

  render(<Deferred name="Ana" />);
  expect(await screen.findByText("Hola, Ana")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
