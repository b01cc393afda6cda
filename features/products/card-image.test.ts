import { cardImagePriority, cardImageSrc } from "./card-image";

describe("cardImagePriority", () => {
  it("fetches the first row's images first, whatever the number of columns, and the rest lazily", () => {
    expect([0, 1, 2, 3].map(cardImagePriority)).toEqual(["high", "high", "high", "high"]);
    expect([4, 5, 11, 500].map(cardImagePriority)).toEqual(["lazy", "lazy", "lazy", "lazy"]);
  });
});

describe("cardImageSrc", () => {
  it("drops an image over plain HTTP and keeps any other", () => {
    expect(cardImageSrc("http://example.com/a.png")).toBeNull();
    expect(cardImageSrc("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(cardImageSrc("/api/v1/og/products/1/1.svg")).toBe("/api/v1/og/products/1/1.svg");
    expect(cardImageSrc(null)).toBeNull();
  });
});
