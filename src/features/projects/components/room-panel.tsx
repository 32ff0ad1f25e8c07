import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useVatPreference } from '../../../lib/vat-preference';
import { useFormatMoney } from '../../../i18n/use-format';
import { useDraftMoney } from '../hooks/use-draft-money';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf, type DraftTotals } from '../lib/draft-totals';
import { packTermsOf } from '../lib/pack-terms';
import { vatLabelKeys } from '../../../i18n/project-labels';
import { useRoomLabel } from '../../../i18n/room-labels';
import { FurniturePicker } from './furniture-picker';
import { packChangeText } from './pack-change-guard';
import { RoomActions } from './room-actions';
import { RoomLines } from './room-lines';
import { RoomMultiplier } from './room-multiplier';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

/** One room: its lines with quantities, its total, and the catalogue picker to add more. */
export function RoomPanel({
  room,
  draft,
  totals,
  editable,
  labelledBy,
}: {
  room: LocalRow<'rooms'>;
  draft: ProjectDraft;
  totals: DraftTotals;
  editable: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const roomLabel = useRoomLabel();
  const name = roomLabel(room);
  const [error, setError] = useState<string | null>(null);
  const lines = draft.lines.filter((line) => line.roomId === room.id);
  const money = useDraftMoney(draft.project.billingType);
  const roomPacks = packTermsOf(draft, new Set(lines.map((line) => line.id)), preference);

  return (
    <div role="tabpanel" aria-labelledby={labelledBy} className={styles.root}>
      <div className={styles.header}>
        <div className={styles.grow}>
          <Subtitle2 as="h3">{name}</Subtitle2>
          <Text block>
            {t(draft.project.billingType === 'rent' ? 'total.room_monthly' : 'total.room', {
              amount: formatMoney(totals.roomCents.get(room.id) ?? 0),
              vat: t(vatLabelKeys[preference]),
            })}
          </Text>
        </div>
        {editable && (
          <RoomActions
            roomId={room.id}
            roomName={name}
            lineCount={lines.length}
            packNotice={packChangeText(t, roomPacks, money)}
          />
        )}
      </div>
      <RoomMultiplier
        roomId={room.id}
        roomName={name}
        multiplier={room.multiplier}
        editable={editable}
        packs={roomPacks}
        money={money}
      />
      <ErrorBar message={error} />
      <RoomLines
        room={room}
        name={name}
        lines={lines}
        draft={draft}
        preference={preference}
        editable={editable}
      />
      {editable && (
        <FurniturePicker
          roomId={room.id}
          client={draft.client}
          clientMultiplier={clientMultiplierOf(draft)}
          vatRateBp={draft.project.vatRateBp}
          onError={setError}
        />
      )}
    </div>
  );
}
