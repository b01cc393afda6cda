import { githubUrlError, hasGithubUrl } from "./github-url";

describe("githubUrlError", () => {
  it("requires a value", () => {
    expect(githubUrlError("")).toBe("githubRequired");
    expect(githubUrlError("   ")).toBe("githubRequired");
  });

  it("requires a parseable URL", () => {
    expect(githubUrlError("github.com/acme/repo")).toBe("githubInvalid");
    expect(githubUrlError("not a url")).toBe("githubInvalid");
  });

  it("requires the GitHub host", () => {
    expect(githubUrlError("https://gitlab.com/acme/repo")).toBe("githubNotGithub");
    expect(githubUrlError("https://example.com/acme")).toBe("githubNotGithub");
  });

  it("accepts GitHub URLs, trimmed and in any case", () => {
    expect(githubUrlError("https://github.com/acme/repo")).toBeNull();
    expect(githubUrlError("  https://www.GitHub.com/acme/repo  ")).toBeNull();
  });
});

describe("hasGithubUrl", () => {
  it("is false for missing or blank URLs", () => {
    expect(hasGithubUrl({})).toBe(false);
    expect(hasGithubUrl({ github_url: null })).toBe(false);
    expect(hasGithubUrl({ github_url: " " })).toBe(false);
    expect(hasGithubUrl({ github_url: "https://github.com/a/b" })).toBe(true);
  });
});
