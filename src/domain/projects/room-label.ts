import type { Room } from '../entities/room.schema';
import type { DefaultRoom } from '../enums';

/** The default rooms' names in one reader's language. */
export type RoomKindNames = Record<DefaultRoom, string>;

/**
 * What a reader calls a room: a default room its user never renamed reads in the reader's language
 * (a "Living room" made on an English screen is "Salon" on a French one and in its documents); any
 * other room keeps the name its user typed.
 */
export function roomLabel(room: Pick<Room, 'name' | 'kind'>, names: RoomKindNames): string {
  return room.kind === undefined ? room.name : names[room.kind];
}
