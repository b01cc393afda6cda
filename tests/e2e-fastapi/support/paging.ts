import type { upstream } from "./upstream";

type Upstream = Awaited<ReturnType<typeof upstream>>;

/** Every item of a list call, asking for pages of 100 until a short one (FastAPI lists default to limit=100). */
export async function everyItem<T>(api: Upstream, path: string): Promise<T[]> {
  const all: T[] = [];
  const joiner = path.includes("?") ? "&" : "?";
  for (let skip = 0; ; skip += 100) {
    const chunk = await api.get<T[]>(`${path}${joiner}skip=${skip}&limit=100`);
    all.push(...chunk);
    if (chunk.length < 100) return all;
  }
}
