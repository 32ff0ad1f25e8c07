/** Keeps the previous object for a row whose fields did not change, so memoized rows skip rendering. */
export function keepUnchanged<T extends { id: string }>(previous: ReadonlyMap<string, T>, rows: T[]): T[] {
  return rows.map((row) => {
    const before = previous.get(row.id);
    return before !== undefined && shallowEqual(before, row) ? before : row;
  });
}

export function byId<T extends { id: string }>(rows: Iterable<T>): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) map.set(row.id, row);
  return map;
}

function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]));
}
