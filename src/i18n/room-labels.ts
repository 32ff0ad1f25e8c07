import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '../domain/entities/room.schema';
import type { DefaultRoom } from '../domain/enums';
import { roomLabel, type RoomKindNames } from '../domain/projects/room-label';

/** The default rooms' names, in common so the server's export says them in the same words. */
export const defaultRoomKeys = {
  bathroom: 'common:default_rooms.bathroom',
  kitchen: 'common:default_rooms.kitchen',
  living_room: 'common:default_rooms.living_room',
  room: 'common:default_rooms.room',
} as const satisfies Record<DefaultRoom, string>;

/** The default rooms' names in the language of `t` (a document's reader, or the screen's). */
export function roomKindNames(t: TFunction): RoomKindNames {
  return {
    bathroom: t(defaultRoomKeys.bathroom),
    kitchen: t(defaultRoomKeys.kitchen),
    living_room: t(defaultRoomKeys.living_room),
    room: t(defaultRoomKeys.room),
  };
}

/** A room's name as this screen's reader calls it (see roomLabel). */
export function useRoomLabel(): (room: Pick<Room, 'name' | 'kind'>) => string {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const names = roomKindNames(t);
    return (room) => roomLabel(room, names);
  }, [t]);
}
