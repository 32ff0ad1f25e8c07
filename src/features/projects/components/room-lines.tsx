import { makeStyles, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import type { VatPreference } from '../../../domain/enums';
import { packIdsOf } from '../../../domain/pricing';
import { usePendingIds } from '../hooks/use-pending-ids';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf } from '../lib/draft-totals';
import { packTermsOf, type PackTerms } from '../lib/pack-terms';
import { LineRow } from './line-row';

const useStyles = makeStyles({
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});

/** A room's furniture lines, each with the terms of the pack including it, or a word that it has none. */
export function RoomLines({
  room,
  name,
  lines,
  draft,
  preference,
  editable,
}: {
  room: LocalRow<'rooms'>;
  /** The room's name as the user reads it. */
  name: string;
  lines: LocalRow<'purchaseOrderLines'>[];
  draft: ProjectDraft;
  preference: VatPreference;
  editable: boolean;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const pendingIds = usePendingIds();
  const packIds = useMemo(() => packIdsOf(draft.project.packs), [draft.project.packs]);
  // Each pack's terms, for the lines it includes: what a change to one of them ends.
  const packTerms = useMemo(() => {
    const terms = new Map<string, PackTerms | undefined>();
    for (const line of draft.lines)
      if (line.packId !== null && packIds.has(line.packId) && !terms.has(line.packId))
        terms.set(line.packId, packTermsOf(draft, new Set([line.id]), preference));
    return terms;
  }, [draft, packIds, preference]);

  if (lines.length === 0) return <Text>{t('lines.empty')}</Text>;
  return (
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
  );
}
