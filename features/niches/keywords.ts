// Pure: keywords are stored as comma-separated text; shown as chips.
export function splitKeywords(keywords: string | null | undefined): string[] {
  if (!keywords) return [];
  return [...new Set(keywords.split(",").map((k) => k.trim()).filter(Boolean))];
}
