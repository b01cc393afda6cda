/**
 * @jest-environment jest-fixed-jsdom
 */
import { File as NodeFile } from "node:buffer";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { catalogContract } from "@/features/niche-catalog/contract";
import { api } from "@/tests/support/api-handlers";
import { server, startMswServer } from "@/tests/support/msw-server";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { LiveImageUploader } from "./live-image-uploader";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

startMswServer();

// jest-fixed-jsdom's FormData is Node's, which takes only Node's files.
const photos = (n: number) => Array.from({ length: n }, (_, i) => new NodeFile(["png"], `foto-${i}.png`, { type: "image/png" }) as unknown as File);
const input = () => screen.findByLabelText("Subir imágenes", { selector: "input[type=file]" });

it("says how many dropped files were left out for lack of room", async () => {
  let uploads = 0;
  server.use(
    api.uploadImage({
      respond: () => {
        uploads += 1;
        return HttpResponse.json({ files: [{ id: `img-${uploads}`, url: catalogContract.uploadedFile.url({ name: `img-${uploads}.png` }) }] });
      },
    }),
  );
  const onUploaded = jest.fn();
  const { user } = renderWithProviders(<LiveImageUploader count={4} max={5} onUploaded={onUploaded} />);
  await user.upload(await input(), photos(11));
  expect(await screen.findByText("10 imágenes no se han añadido: no caben más de 5.")).toBeInTheDocument();
  expect(onUploaded).toHaveBeenCalledTimes(1);
  expect(uploads).toBe(1);
});

it("says in Spanish that the session ended, never the server's English words", async () => {
  const refused = { respond: () => HttpResponse.json({ detail: "Could not validate credentials" }, { status: 401 }) };
  // The refusal ends the session: the panel signs out.
  const signedOut = () => new HttpResponse(null, { status: 204 });
  server.use(api.uploadImage(refused), api.currentUser(refused), http.post("/api/v1/logout", signedOut), http.delete("/session", signedOut));
  const { user } = renderWithProviders(<LiveImageUploader count={0} max={5} onUploaded={jest.fn()} />);
  await user.upload(await input(), photos(1));
  expect(await screen.findByRole("alert")).toHaveTextContent("Tu sesión ha terminado: inicia sesión de nuevo y vuelve a subir la imagen.");
  expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
});
