// The rule for a template's repository: https://github.com/<owner>/<repo>, optionally ending in .git
// or a slash. Free of zod: list screens and the wizard read it on their first load; the template
// form and the backend's schema (schemas.ts) check it with their own texts.
export const GITHUB_URL_HOST = "github.com";

export type GithubUrlError = "githubRequired" | "githubInvalid" | "githubNotGithub" | "githubNotHttps" | "githubNotRepository";

// GitHub's own limits: owners of letters, digits and single inner hyphens (39 at most); repositories
// of letters, digits, '.', '_' and '-' (100 at most), never "." or "..".
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/** The message key of the first broken rule, or null when the URL names a repository. */
export function githubUrlError(value: string): GithubUrlError | null {
  const text = value.trim();
  if (!text) return "githubRequired";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "githubInvalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "githubInvalid";
  // The host itself: "github.com.example.net" or "github.com@example.net" only look like it.
  const host = url.hostname.toLowerCase();
  if ((host !== GITHUB_URL_HOST && host !== `www.${GITHUB_URL_HOST}`) || url.username || url.password || url.port) {
    return "githubNotGithub";
  }
  if (url.protocol !== "https:") return "githubNotHttps";
  const [owner, repository, ...rest] = url.pathname.replace(/\/$/, "").split("/").slice(1);
  if (rest.length > 0 || url.search || url.hash || !owner || !repository) return "githubNotRepository";
  return OWNER.test(owner) && REPOSITORY.test(repository.replace(/\.git$/i, "")) ? null : "githubNotRepository";
}

/** Whether a template has a repository the niche wizard can build from. */
export function hasGithubUrl(item: { github_url?: string | null }): boolean {
  return Boolean(item.github_url) && githubUrlError(item.github_url ?? "") === null;
}
