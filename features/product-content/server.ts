import "server-only";
// The server-only front door: the markdown renderer must stay out of every client bundle, so it is not in index.ts.
export { createRenderHandler, renderVersionHtml } from "./render-handler";
