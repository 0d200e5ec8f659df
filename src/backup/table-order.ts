/** A foreign key: rows of `child` refer to rows of `parent`. */
export interface ForeignKey {
  child: string;
  parent: string;
}

/**
 * The tables in an order in which every table comes after the tables it refers to, so that rows copied in that order
 * never refer to a row not yet there (a restore keeps the foreign keys checked). Among tables free to go, names
 * decide, so the order is the same on every run. Keys to tables outside the list, and a table's keys to itself, are
 * no constraint here (the schema has none of the latter: its rows would need an order of their own).
 */
export function orderByForeignKeys(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const listed = new Set(tables);
  const waitingOn = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of keys) {
    if (child !== parent && listed.has(child) && listed.has(parent)) waitingOn.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn.keys()].filter((table) => waitingOn.get(table)!.size === 0).sort();
    if (ready.length === 0)
      throw new Error(`The foreign keys of ${[...waitingOn.keys()].sort().join(', ')} form a cycle`);
    for (const table of ready) {
      ordered.push(table);
      waitingOn.delete(table);
      for (const parents of waitingOn.values()) parents.delete(table);
    }
  }
  return ordered;
}

/** The keys that `order` breaks: a table loaded before a table it refers to. */
export function foreignKeysOutOfOrder(order: readonly string[], keys: readonly ForeignKey[]): ForeignKey[] {
  const position = new Map(order.map((table, index) => [table, index]));
  return keys.filter(({ child, parent }) => {
    const childAt = position.get(child);
    const parentAt = position.get(parent);
    return child !== parent && childAt !== undefined && parentAt !== undefined && parentAt > childAt;
  });
}
