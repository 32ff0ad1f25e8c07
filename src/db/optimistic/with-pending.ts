import type { OverlayEntry } from './overlay';

/**
 * A list read from the store, with the changes of this tab it has not seen: a written row replaces
 * its old self or joins the list when it belongs there, a deleted one leaves. Untouched rows keep
 * their objects, and the list itself stays the same object when nothing applies.
 */
export function withPending<T extends { id: string }>(
  rows: T[],
  entries: readonly OverlayEntry[],
  belongs: (row: T) => boolean,
): T[] {
  if (entries.length === 0) return rows;
  const unseen = new Map(entries.map((entry) => [entry.id, entry.row as T | null]));
  let touched = false;
  const merged = rows.flatMap((row) => {
    if (!unseen.has(row.id)) return [row];
    const written = unseen.get(row.id) ?? null;
    unseen.delete(row.id);
    touched = true;
    return written !== null && belongs(written) ? [written] : [];
  });
  for (const written of unseen.values()) {
    if (written === null || !belongs(written)) continue;
    merged.push(written);
    touched = true;
  }
  return touched ? merged : rows;
}
