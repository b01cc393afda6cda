// The live uploader's module stays loaded for the rest of a file once a test has loaded it, so only
// the first test of a file meets the stand-in: the keyboard's case has its own file.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { ImageUploader } from "./image-uploader";

const ZONE = /^Subir imágenes\. /;

afterEach(() => jest.restoreAllMocks());

it("opens the file picker for a click on the stand-in made before the uploader's code arrived, and keeps the focus on the zone", async () => {
  const picker = jest.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
  const { container } = renderWithProviders(<ImageUploader count={0} onUploaded={jest.fn()} />);
  // Synchronous, right after the first render: the uploader's code cannot have arrived yet.
  expect(container.querySelector("input[type=file]")).toBeNull();
  const standIn = screen.getByRole("button", { name: ZONE });
  standIn.focus();
  fireEvent.click(standIn);

  const input = await screen.findByLabelText("Subir imágenes", { selector: "input[type=file]" });
  await waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
  expect(picker.mock.contexts[0]).toBe(input);
  expect(screen.getByRole("button", { name: ZONE })).toHaveFocus();
});

it("neither opens the picker nor takes the focus when nothing was done before", async () => {
  const picker = jest.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
  renderWithProviders(<ImageUploader count={0} onUploaded={jest.fn()} />);
  await screen.findByLabelText("Subir imágenes", { selector: "input[type=file]" });
  expect(picker).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: ZONE })).not.toHaveFocus();
});
