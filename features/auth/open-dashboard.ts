import { returnPathIn } from "@/lib/navigation/panel-path";

// The first page of a session opens as a new document, never through the client router: the router may
// hold answers given while there was no session (a prefetched /dashboard that redirected to /login), and
// following one would keep the sign-in form on screen, still "Autenticando...". A new document also
// drops every other in-memory trace of the session before, as signing out does. After a session that
// ended mid-task it is the page the user was on (`/login?next=…`, one of the panel's pages only).
export function openDashboard(): void {
  window.location.replace(returnPathIn(window.location.search) ?? "/dashboard");
}
