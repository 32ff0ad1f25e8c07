import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RejectedMutation } from '../../../db/database';
import { readQuoteChanges } from '../../../domain/quotes/snapshot-diff';
import { readConflictDetail } from '../../../domain/sync/conflict-detail.schema';
import { errorKeys } from '../../../i18n/error-labels';
import { useFormatMoney } from '../../../i18n/use-format';
import { changedFields, conflictFieldLabelKey, conflictValueText } from '../lib/conflict-values';
import { winnerKeys } from '../lib/winner-keys';
import { QuoteChanges } from './quote-changes';

/** Why it was refused: for a lost conflict each field with both values and the rule that decided. */
export function RejectionReason({ row }: { row: RejectedMutation }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const formatMoney = useFormatMoney();
  const value = (field: string, raw: unknown) => conflictValueText(raw, field, t, formatMoney);
  const conflict = row.code === 'sync/conflict_lost' ? readConflictDetail(row.detail) : null;
  const quoteChanges = row.code === 'quote/changed' ? readQuoteChanges(row.detail) : null;
  if (quoteChanges !== null)
    return (
      <>
        <Text>{t('rejected.reason', { reason: t(errorKeys(row.code).messageKey) })}</Text>
        <QuoteChanges changes={quoteChanges} />
      </>
    );
  if (conflict === null) {
    const carried = changedFields(row.args).map(([field, raw]) =>
      t('conflicts:carried', {
        field: t(conflictFieldLabelKey(field)),
        value: value(field, raw),
        interpolation: { escapeValue: false },
      }),
    );
    return (
      <>
        <Text>
          {row.code === 'not_found'
            ? t('rejected.removed')
            : t('rejected.reason', { reason: t(errorKeys(row.code).messageKey) })}
        </Text>
        {carried.length > 0 && <Text>{carried.join(' · ')}</Text>}
      </>
    );
  }
  return (
    <>
      {conflict.fields.map(({ field, yours, theirs, winner }) => (
        <Text key={field}>
          {t('conflicts:lost', {
            field: t(conflictFieldLabelKey(field)),
            yours: value(field, yours),
            theirs: value(field, theirs),
            interpolation: { escapeValue: false },
          })}{' '}
          {t(winnerKeys[winner])}
        </Text>
      ))}
    </>
  );
}
