import { defaultRooms, type Language } from '../../src/domain/enums';
import type { RoomKindNames } from '../../src/domain/projects/room-label';
import { translate } from './translator';

/** The default rooms' names in `language`, in the PWA's words (common's default_rooms). */
export function roomKindNames(language: Language): RoomKindNames {
  return Object.fromEntries(
    defaultRooms.map((kind) => [kind, translate(language, 'common', `default_rooms.${kind}`) ?? kind]),
  ) as RoomKindNames;
}
