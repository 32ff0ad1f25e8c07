import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../../i18n/room-labels';
import type { LocalRow } from '../../../../db/database';
import { useLineModules } from '../../hooks/use-line-modules';
import type { ProjectDraft } from '../../hooks/use-project-draft';

export interface LineItem {
  /** The name a client reads: the client name when the office gave one. */
  name: string;
  /** The thumbnail, when the furniture or module has pictures. */
  image: string | undefined;
}

/** What a line quotes, a furniture or a module, as the client sees it. */
export function useLineItem(draft: ProjectDraft): (line: LocalRow<'purchaseOrderLines'>) => LineItem {
  const { t } = useTranslation('projectDetail');
  const modules = useLineModules(draft.lines);
  return (line) => {
    const item = line.furnitureId ? draft.furniture.get(line.furnitureId) : modules.get(line.moduleId ?? '');
    return item
      ? { name: item.clientName || item.name, image: item.images[0] }
      : { name: t('unknown_item'), image: undefined };
  };
}

/** A room's title: its name, and how many identical copies the project has when more than one. */
export function useRoomTitle(): (room: Pick<LocalRow<'rooms'>, 'name' | 'kind' | 'multiplier'>) => string {
  const { t } = useTranslation('projectDetail');
  const roomLabel = useRoomLabel();
  return (room) => {
    const name = roomLabel(room);
    return room.multiplier > 1 ? t('furniture.room_times', { name, times: room.multiplier }) : name;
  };
}
