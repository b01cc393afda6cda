// A full page load on purpose: it drops every in-memory cache of the old session.
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
