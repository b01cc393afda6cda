// Download name of the markdown: title lowercased, non-alphanumerics to '_', plus .md.

const FALLBACK = "contenido";

/** Accents are folded first so "Guía" gives "guia", not "gu_a". */
export function markdownFileName(title: string | null | undefined): string {
  const base = (title ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "_");
  return `${base || FALLBACK}.md`;
}
