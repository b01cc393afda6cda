"use client";
// 'Pantalla completa': a new window showing the preview's own sanitized HTML (rendered by the
// server), with no CDN renderer and no script in the new document.

export function openFullscreen({ title, html }: { title: string; html: string }): void {
  // Opened within the click (a popup blocker allows no later one); the page around the article loads
  // with the first use.
  const target = window.open("", "_blank");
  if (!target) return;
  target.opener = null;
  void import("@/features/product-content/standalone-document").then(({ standaloneDocument }) => {
    target.document.open();
    target.document.write(standaloneDocument(title, `<article>${html}</article>`));
    target.document.close();
  });
}
