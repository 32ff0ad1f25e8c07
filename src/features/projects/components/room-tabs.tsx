import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow } from '../../../db/database';
import type { ProjectDraft } from '../hooks/use-project-draft';
import type { DraftTotals } from '../lib/draft-totals';
import { RoomPanel } from './room-panel';

const useStyles = makeStyles({
  // Many rooms on a phone: the tabs scroll sideways instead of squeezing.
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

function tabId(roomId: string): string {
  return `room-tab-${roomId}`;
}

/** Memoized on the rooms list, which a change to a line leaves as it is. */
const RoomTabList = memo(function RoomTabList({
  rooms,
  selectedId,
  onSelect,
}: {
  rooms: LocalRow<'rooms'>[];
  selectedId: string;
  onSelect: (roomId: string) => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const roomLabel = useRoomLabel();
  return (
    <div className={styles.tabs}>
      <TabList
        aria-label={t('rooms.tabs_label')}
        selectedValue={selectedId}
        onTabSelect={(_, data) => onSelect(String(data.value))}
      >
        {rooms.map((room) => (
          <Tab key={room.id} id={tabId(room.id)} value={room.id}>
            {roomLabel(room)}
          </Tab>
        ))}
      </TabList>
    </div>
  );
});

export function RoomTabs({
  draft,
  totals,
  editable,
  selectedRoomId,
  onSelect,
}: {
  draft: ProjectDraft;
  totals: DraftTotals;
  editable: boolean;
  selectedRoomId: string | null;
  onSelect: (roomId: string) => void;
}) {
  const { rooms } = draft;
  // A room removed here or on another device: fall back to the first one.
  const selected = rooms.find((room) => room.id === selectedRoomId) ?? rooms[0];
  if (!selected) return null;
  return (
    <>
      <RoomTabList rooms={rooms} selectedId={selected.id} onSelect={onSelect} />
      <RoomPanel
        key={selected.id}
        labelledBy={tabId(selected.id)}
        room={selected}
        draft={draft}
        totals={totals}
        editable={editable}
      />
    </>
  );
}
