// Pure: whether the wizard's niche would take the name or the URL of a niche that already exists.
// The automation only ever creates a niche, so a taken name or slug is refused before it starts.
import { sameNicheName } from "@/features/niches";

export interface ExistingNiche {
  id: number;
  name: string;
  slug: string;
}

export type NameConflict = "name" | "slug";


export function findNameConflict(niches: readonly ExistingNiche[], name: string, slug: string): NameConflict | null {
  if (slug && niches.some((n) => n.slug === slug)) return "slug";
  if (name.trim() && niches.some((n) => sameNicheName(n.name, name))) return "name";
  return null;
}
