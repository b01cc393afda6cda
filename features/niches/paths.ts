// The niches calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const nichesPathTemplates = {
  list: "/api/v1/niches/",
  create: "/api/v1/niches/",
  get: "/api/v1/niches/{niche_id}",
  update: "/api/v1/niches/{niche_id}",
  remove: "/api/v1/niches/{niche_id}",
  vercelData: "/api/v1/niches/{niche_id}/vercel-data",
} as const;

export const NICHES_PATH = nichesPathTemplates.list;

export function nichePath(id: number | string): string {
  return fillUrl(nichesPathTemplates.get, { niche_id: id });
}
