import type { core, infer as Infer } from "zod/mini";
import type { Requester } from "./requester";

/**
 * FastAPI list endpoints commonly answer `skip=0&limit=100` when not told otherwise: a first answer
 * of exactly that size may be a first page, and the rest is asked page by page. The first call
 * carries no paging, so a backend that answers whole lists is read in one call as before.
 */
export const PAGE_SIZE = 100;
/** Pages asked at once after the first full one: long lists load in a few round trips. */
const PAGES_PER_ROUND = 4;

type ListSchema = core.$ZodType<unknown[]>;

export function pagePath(path: string, skip: number, limit: number): string {
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}skip=${skip}&limit=${limit}`;
}

function identity(item: unknown): unknown {
  return item !== null && typeof item === "object" && "id" in item ? (item as { id: unknown }).id : item;
}

/**
 * Reads a whole list: the first answer, then, while pages come full, the next ones until a short
 * page. A backend that ignores `skip` (every page the same) is read once: nothing is counted twice.
 */
export async function fetchAllPages<S extends ListSchema>(path: string, schema: S, request: Requester): Promise<Infer<S>> {
  const first = await request(path, schema);
  if (first.length !== PAGE_SIZE) return first as Infer<S>;
  const items: unknown[] = [...first];
  const seen = new Set<unknown>(first.map(identity));
  let skip = PAGE_SIZE;
  for (;;) {
    const skips = Array.from({ length: PAGES_PER_ROUND }, (_, i) => skip + i * PAGE_SIZE);
    const pages = await Promise.all(skips.map((s) => request(pagePath(path, s, PAGE_SIZE), schema)));
    for (const page of pages) {
      const fresh = page.filter((item) => !seen.has(identity(item)));
      for (const item of fresh) seen.add(identity(item));
      items.push(...fresh);
      if (page.length < PAGE_SIZE || fresh.length === 0) return items as Infer<S>;
    }
    skip += skips.length * PAGE_SIZE;
  }
}
