// Pure: whether the wizard's niche would take the name or the URL of a niche that already exists.
// The automation only ever creates a niche, so a taken name or slug is refused before it starts.

export interface ExistingNiche {
  id: number;
  name: string;
  slug: string;
}

export type NameConflict = "name" | "slug";

/** Names are compared as people read them: trimmed, without regard to case. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("es") === b.trim().toLocaleLowerCase("es");

export function findNameConflict(niches: readonly ExistingNiche[], name: string, slug: string): NameConflict | null {
  if (slug && niches.some((n) => n.slug === slug)) return "slug";
  if (name.trim() && niches.some((n) => sameName(n.name, name))) return "name";
  return null;
}
