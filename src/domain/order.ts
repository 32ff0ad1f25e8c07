type Placed = { position: number; createdAt: string };
type PlacedById = { position: number; id: string };

/**
 * Rooms, lines and modules in the order they are shown: by position, then the older first (two
 * devices offline may give the same position). One order for the client, the office and the trial.
 */
export function byPosition(a: Placed, b: Placed): number {
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/** The same order where only ids are at hand: ids are UUIDv7, so they sort by creation too. */
export function byPositionThenId(a: PlacedById, b: PlacedById): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
