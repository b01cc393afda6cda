// Pure: whether two niche names are the same name, as people read them: trimmed, without regard to
// case. The wizard's check and the backend's rule read names this one way.

function nicheNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("es");
}

export function sameNicheName(a: string, b: string): boolean {
  return nicheNameKey(a) === nicheNameKey(b);
}
