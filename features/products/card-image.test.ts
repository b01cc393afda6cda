import { cardImageSrc } from "./card-image";

describe("cardImageSrc", () => {
  it("shows HTTPS and the panel's own images, never a plain-HTTP one", () => {
    expect(cardImageSrc("https://img.example/a.jpg")).toBe("https://img.example/a.jpg");
    expect(cardImageSrc("/api/v1/upload/files/x.png")).toBe("/api/v1/upload/files/x.png");
    expect(cardImageSrc("http://img.example/a.jpg")).toBeNull();
    expect(cardImageSrc(" HTTP://img.example/a.jpg")).toBeNull();
    expect(cardImageSrc(null)).toBeNull();
  });
});
