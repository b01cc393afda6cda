// The content viewer's keys: the products module spells the API paths; the renderer is the panel's own.
import { productsPaths } from "@/features/products";

export const contentPaths = {
  versions: productsPaths.content,
  latest: productsPaths.latestContent,
  /** The panel's own route handler (not proxied): markdown to sanitized HTML. */
  render: "/product-content/render",
};
