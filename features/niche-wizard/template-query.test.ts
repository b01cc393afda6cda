import { isUsableTemplate } from "./template-query";

it("offers only active templates whose URL names a GitHub repository", () => {
  expect(isUsableTemplate({ is_active: true, github_url: "https://github.com/acme/tienda" })).toBe(true);
  expect(isUsableTemplate({ is_active: false, github_url: "https://github.com/acme/tienda" })).toBe(false);
  expect(isUsableTemplate({ is_active: true, github_url: "https://github.com/" })).toBe(false);
  expect(isUsableTemplate({ is_active: true, github_url: "https://github.com.evil.example/acme/tienda" })).toBe(false);
  expect(isUsableTemplate({ is_active: true, github_url: null })).toBe(false);
});
