// The first page of a session opens as a new document, never through the client router: the router may
// hold answers given while there was no session (a prefetched /dashboard that redirected to /login), and
// following one would keep the sign-in form on screen, still "Autenticando...". A new document also
// drops every other in-memory trace of the session before, as signing out does.
export function openDashboard(): void {
  window.location.replace("/dashboard");
}
