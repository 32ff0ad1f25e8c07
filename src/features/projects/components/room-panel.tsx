import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { RenameRegular } from '@fluentui/react-icons';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { removeRoom, renameRoom } from '../actions/room-actions';
import { useFormatMoney } from '../../../i18n/use-format';
import { usePendingIds } from '../hooks/use-pending-ids';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf, type DraftTotals } from '../lib/draft-totals';
import { packIdsOf } from '../../../domain/pricing';
import { packTermsOf, type PackTerms } from '../lib/pack-terms';
import { vatLabelKeys } from '../../../i18n/project-labels';
import { useRoomLabel } from '../../../i18n/room-labels';
import { FurniturePicker } from './furniture-picker';
import { LineRow } from './line-row';
import { packChangeText } from './pack-change-guard';
import { RemoveRoomDialog } from './remove-room-dialog';
import { RoomMultiplier } from './room-multiplier';
import { RoomNameDialog } from './room-name-dialog';
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
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});

/** Renaming and removing a room; memoized, so a change to a line does not render it again. */
const RoomActions = memo(function RoomActions({
  roomId,
  roomName,
  lineCount,
  packNotice,
}: {
  roomId: string;
  roomName: string;
  lineCount: number;
  packNotice: string | undefined;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  return (
    <div className={styles.actions}>
      <RoomNameDialog
        trigger={<Button icon={<RenameRegular />}>{t('rooms.rename')}</Button>}
        title={t('rooms.rename_title')}
        submitLabel={t('rooms.rename_submit')}
        initialName={roomName}
        onSubmit={(name) => renameRoom(mutate, roomId, name, roomName)}
      />
      <RemoveRoomDialog
        roomName={roomName}
        lineCount={lineCount}
        packNotice={packNotice}
        onConfirm={() => removeRoom(mutate, roomId)}
      />
    </div>
  );
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
  const pendingIds = usePendingIds();
  const roomLabel = useRoomLabel();
  const name = roomLabel(room);
  const [error, setError] = useState<string | null>(null);
  const lines = draft.lines.filter((line) => line.roomId === room.id);
  const money = (cents: number) =>
    draft.project.billingType === 'rent'
      ? t('lines.per_month', { amount: formatMoney(cents) })
      : formatMoney(cents);
  const roomPacks = packTermsOf(draft, new Set(lines.map((line) => line.id)), preference);
  const packIds = useMemo(() => packIdsOf(draft.project.packs), [draft.project.packs]);
  // Each pack's terms, for the lines it includes: what a change to one of them ends.
  const packTerms = useMemo(() => {
    const terms = new Map<string, PackTerms | undefined>();
    for (const line of draft.lines)
      if (line.packId !== null && packIds.has(line.packId) && !terms.has(line.packId))
        terms.set(line.packId, packTermsOf(draft, new Set([line.id]), preference));
    return terms;
  }, [draft, packIds, preference]);

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
      {lines.length === 0 ? (
        <Text>{t('lines.empty')}</Text>
      ) : (
        <ul className={styles.lines} aria-label={t('lines.list_label', { name })}>
          {lines.map((line) => (
            <LineRow
              key={line.id}
              line={line}
              furniture={line.furnitureId ? draft.furniture.get(line.furnitureId) : undefined}
              client={draft.client}
              roomMultiplier={room.multiplier}
              packIds={packIds}
              pack={line.packId === null ? undefined : packTerms.get(line.packId)}
              clientMultiplier={clientMultiplierOf(draft)}
              vatRateBp={draft.project.vatRateBp}
              billingType={draft.project.billingType}
              rentMonths={draft.rentMonths}
              preference={preference}
              pending={pendingIds.has(line.id)}
              editable={editable}
            />
          ))}
        </ul>
      )}
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
