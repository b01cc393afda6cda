import { parseClientParam } from "./detail-param";

describe("parseClientParam", () => {
  it("accepts positive integer ids only", () => {
    expect(parseClientParam("12")).toBe(12);
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "12abc", "99999999999999999999"]) {
      expect(parseClientParam(bad)).toBeNull();
    }
  });
});
