import { expiredSessionPath, expiredSignInPath } from "./panel-routes";

describe("the refused session's way back", () => {
  it("passes the panel page on through the expired route to the sign-in", () => {
    const expired = expiredSessionPath("/products?niche=cafe&page=3");
    expect(expired).toBe("/session/expired?next=%2Fproducts%3Fniche%3Dcafe%26page%3D3");
    expect(expiredSignInPath(new URL(expired, "http://panel.test").search)).toBe("/login?expired=1&next=%2Fproducts%3Fniche%3Dcafe%26page%3D3");
  });

  it("drops a page that is not the panel's own, whoever wrote the address", () => {
    expect(expiredSessionPath(null)).toBe("/session/expired");
    expect(expiredSessionPath("//evil.example/dashboard")).toBe("/session/expired");
    expect(expiredSignInPath("?next=https%3A%2F%2Fevil.example%2F")).toBe("/login?expired=1");
    expect(expiredSignInPath("")).toBe("/login?expired=1");
  });
});
