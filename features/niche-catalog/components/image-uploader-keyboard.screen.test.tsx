// Its own file: the stand-in is only met before the uploader's module has loaded once.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { ImageUploader } from "./image-uploader";

const ZONE = /^Subir imágenes\. /;

it("opens the file picker for Enter on the stand-in made before the uploader's code arrived", async () => {
  const picker = jest.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
  const { container } = renderWithProviders(<ImageUploader count={0} onUploaded={jest.fn()} />);
  expect(container.querySelector("input[type=file]")).toBeNull();
  const standIn = screen.getByRole("button", { name: ZONE });
  standIn.focus();
  fireEvent.keyDown(standIn, { key: "Enter" });

  await screen.findByLabelText("Subir imágenes", { selector: "input[type=file]" });
  await waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
  expect(screen.getByRole("button", { name: ZONE })).toHaveFocus();
  picker.mockRestore();
});
