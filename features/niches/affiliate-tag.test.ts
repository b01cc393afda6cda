import { AFFILIATE_TAG_MAX_LENGTH, isAffiliateTag } from "./affiliate-tag";

describe("isAffiliateTag", () => {
  it.each(["cafeteras-21", "homegym-20", "t-21", "detalle-movil-21", "a11y-21", " cafe-21 ", "juguetesedu-20"])(
    "accepts %p",
    (tag) => expect(isAffiliateTag(tag)).toBe(true),
  );

  it.each(["mi tag con espacios!!", "", "cafeteras", "cafeteras-2", "cafeteras-211", "-21", "Cafe-21", "café-21", "cafe_x-21"])(
    "refuses %p",
    (tag) => expect(isAffiliateTag(tag)).toBe(false),
  );

  it("refuses a tag longer than Amazon allows", () => {
    expect(isAffiliateTag(`${"a".repeat(AFFILIATE_TAG_MAX_LENGTH - 3)}-21`)).toBe(true);
    expect(isAffiliateTag(`${"a".repeat(AFFILIATE_TAG_MAX_LENGTH - 2)}-21`)).toBe(false);
  });
});
