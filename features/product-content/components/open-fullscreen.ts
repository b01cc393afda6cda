"use client";
// 'Pantalla completa': a new window showing the preview's own sanitized HTML (rendered by the
// server), with no CDN renderer and no script in the new document.
import { standaloneDocument } from "@/features/product-content/standalone-document";

export function openFullscreen({ title, html }: { title: string; html: string }): void {
  const target = window.open("", "_blank");
  if (!target) return;
  target.document.open();
  target.document.write(standaloneDocument(title, `<article>${html}</article>`));
  target.document.close();
  target.opener = null;
}
