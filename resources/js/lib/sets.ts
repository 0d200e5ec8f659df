/** A copy of the set with `item` added, or removed when it was there (an open item, a ticked row). */
export function toggledIn<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
