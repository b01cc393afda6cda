// SEO score colour: 80 or more green, 60 to 79 yellow, below 60 red.
export type SeoTone = "good" | "fair" | "poor";

export function seoTone(score: number): SeoTone {
  if (score >= 80) return "good";
  if (score >= 60) return "fair";
  return "poor";
}

export function clampScore(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score)));
}
