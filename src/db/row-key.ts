/** One string per synced row (entity and id), for maps and sets of rows across stores. */
export function rowKey(entity: string, id: string): string {
  return `${entity}\u0000${id}`;
}
