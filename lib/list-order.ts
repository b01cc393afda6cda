// Pure: the order the lists share. Ids grow with creation, so a record just created is on the first page.

/** Highest id first; the input is left as it is. */
export function newestFirst<T extends { id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.id - a.id);
}
