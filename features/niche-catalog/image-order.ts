// Gallery editing of the template form: move left/right and remove.
export type MoveDirection = "left" | "right";

export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  if (index < 0 || index >= length) return false;
  return direction === "left" ? index > 0 : index < length - 1;
}

/** A new list with the item swapped with its neighbour; the same list when it cannot move. */
export function moveImage<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  if (!canMove(index, items.length, direction)) return [...items];
  const target = direction === "left" ? index - 1 : index + 1;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeImage<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}
