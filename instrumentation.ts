// Runs once when a Next server starts. In production on node (plain `next start`, or Next inside the
// front server of `npm start`), requests no screen sends are refused before Next's own handling;
// Vercel's edge answers those itself, and `next dev` needs its own websocket for hot reload.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production" || process.env.VERCEL) return;
  const { guardNodeServers } = await import("./lib/front-server/node-request-guard");
  guardNodeServers();
}
