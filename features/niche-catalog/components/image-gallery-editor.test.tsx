import { useState } from "react";
import { screen, within } from "@testing-library/react";
import { moveImage, removeImage } from "@/features/niche-catalog/image-order";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { ImageGalleryEditor } from "./image-gallery-editor";

function Gallery({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  return (
    <ImageGalleryEditor
      images={images}
      onMove={(index, direction) => setImages((list) => moveImage(list, index, direction))}
      onRemove={(index) => setImages((list) => removeImage(list, index))}
    />
  );
}

const IMAGES = ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png"];
const gallery = () => screen.getByRole("list", { name: "Imágenes de la plantilla" });

describe("ImageGalleryEditor keeps the focus in the gallery", () => {
  it("after a move, on the moved image's control", async () => {
    const { user } = renderWithProviders(<Gallery initial={IMAGES} />);
    await user.click(within(gallery()).getByRole("button", { name: "Mover imagen 3 a la izquierda" }));
    // c.png is image 2 now: it can still go left.
    expect(within(gallery()).getByRole("button", { name: "Mover imagen 2 a la izquierda" })).toHaveFocus();
    expect(within(gallery()).getAllByRole("img")[1]).toHaveAttribute("src", "/uploads/c.png");

    await user.click(within(gallery()).getByRole("button", { name: "Mover imagen 2 a la izquierda" }));
    // First now: it cannot go further left, so its move to the right takes the focus.
    expect(within(gallery()).getByRole("button", { name: "Mover imagen 1 a la derecha" })).toHaveFocus();
    expect(within(gallery()).getAllByRole("img")[0]).toHaveAttribute("src", "/uploads/c.png");
  });

  it("after a removal, on the next image's remove button, else the previous one's", async () => {
    const { user } = renderWithProviders(<Gallery initial={IMAGES} />);
    await user.click(within(gallery()).getByRole("button", { name: "Eliminar imagen 1" }));
    expect(within(gallery()).getByRole("button", { name: "Eliminar imagen 1" })).toHaveFocus();
    expect(within(gallery()).getAllByRole("img")[0]).toHaveAttribute("src", "/uploads/b.png");

    await user.click(within(gallery()).getByRole("button", { name: "Eliminar imagen 2" }));
    expect(within(gallery()).getByRole("button", { name: "Eliminar imagen 1" })).toHaveFocus();
  });
});
