import { catalogStats } from "./stats";

it("counts total, active and with a GitHub URL", () => {
  expect(
    catalogStats([
      { is_active: true, github_url: "https://github.com/a/b" },
      { is_active: false, github_url: "https://github.com/a/c" },
      { is_active: true, github_url: null },
      { is_active: true, github_url: "" },
    ]),
  ).toEqual({ total: 4, active: 3, withGithub: 2 });
  expect(catalogStats([])).toEqual({ total: 0, active: 0, withGithub: 0 });
});
