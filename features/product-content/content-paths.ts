// The viewer's own route handler (not proxied, not the upstream's): markdown to sanitized HTML.
export const contentPaths = {
  render: "/product-content/render",
};
