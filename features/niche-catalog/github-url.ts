// Template form rule for github_url: required, parses as a URL, contains the host.
export const GITHUB_URL_HOST = "github.com";

export type GithubUrlError = "githubRequired" | "githubInvalid" | "githubNotGithub";

/** The message key of the first broken rule, or null when the URL is acceptable. */
export function githubUrlError(value: string): GithubUrlError | null {
  const url = value.trim();
  if (!url) return "githubRequired";
  try {
    new URL(url);
  } catch {
    return "githubInvalid";
  }
  return url.toLowerCase().includes(GITHUB_URL_HOST) ? null : "githubNotGithub";
}

/** A template is offered by the niche wizard only when active and with a repository URL. */
export function hasGithubUrl(item: { github_url?: string | null }): boolean {
  return Boolean(item.github_url && item.github_url.trim());
}
