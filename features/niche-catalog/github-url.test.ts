import { githubUrlError, hasGithubUrl } from "./github-url";

describe("githubUrlError", () => {
  it("requires a value", () => {
    expect(githubUrlError("")).toBe("githubRequired");
    expect(githubUrlError("   ")).toBe("githubRequired");
  });

  it("requires a web address", () => {
    expect(githubUrlError("github.com/acme/repo")).toBe("githubInvalid");
    expect(githubUrlError("not a url")).toBe("githubInvalid");
    expect(githubUrlError("ftp://github.com/acme/repo")).toBe("githubInvalid");
  });

  it.each([
    "https://gitlab.com/acme/repo",
    "https://example.com/acme",
    "https://github.com.evil.example/acme/repo",
    "https://evil-github.com/acme/repo",
    "https://github.com@evil.example/acme/repo",
    "https://user:pass@github.com/acme/repo",
    "https://github.com:8443/acme/repo",
    "https://evil.example/github.com/acme/repo",
  ])("refuses %s, which only looks like GitHub", (url) => {
    expect(githubUrlError(url)).toBe("githubNotGithub");
  });

  it("asks for https", () => {
    expect(githubUrlError("http://github.com/acme/repo")).toBe("githubNotHttps");
  });

  it.each([
    "https://github.com/",
    "https://github.com",
    "https://github.com/acme",
    "https://github.com/acme/",
    "https://github.com/acme/repo/tree/main",
    "https://github.com/acme/repo?tab=readme",
    "https://github.com/acme/repo#readme",
    "https://github.com/-acme/repo",
    "https://github.com/acme/..",
    "https://github.com/ac%2Fme/repo",
  ])("refuses %s, which names no repository", (url) => {
    expect(githubUrlError(url)).toBe("githubNotRepository");
  });

  it.each([
    "https://github.com/acme/repo",
    "  https://www.GitHub.com/acme/repo  ",
    "https://github.com/acme/repo.git",
    "https://github.com/acme/repo/",
    "https://github.com/Acme-Labs/my_repo.js",
  ])("accepts %s", (url) => {
    expect(githubUrlError(url)).toBeNull();
  });
});

describe("hasGithubUrl", () => {
  it("is true only for a repository URL", () => {
    expect(hasGithubUrl({})).toBe(false);
    expect(hasGithubUrl({ github_url: null })).toBe(false);
    expect(hasGithubUrl({ github_url: " " })).toBe(false);
    expect(hasGithubUrl({ github_url: "https://github.com/" })).toBe(false);
    expect(hasGithubUrl({ github_url: "https://github.com/a/b" })).toBe(true);
  });
});
