import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../domain/enums';
import type { QuoteChange, quoteParts } from '../../../domain/quotes/snapshot-diff';
import { useFormatMoney } from '../../../i18n/use-format';

const partKeys = {
  rooms: 'sync:quote_changes.parts.rooms',
  packs: 'sync:quote_changes.parts.packs',
  services: 'sync:quote_changes.parts.services',
  adjustment: 'sync:quote_changes.parts.adjustment',
  vatRates: 'sync:quote_changes.parts.vatRates',
  billing: 'sync:quote_changes.parts.billing',
  quoteNumber: 'sync:quote_changes.parts.quoteNumber',
} as const satisfies Record<(typeof quoteParts)[number], string>;

/** What changed in a quote between the client's signature and its arrival, one sentence a change. */
export function QuoteChanges({ changes }: { changes: QuoteChange[] }) {
  const { t } = useTranslation('sync');
  const money = useFormatMoney();
  const text = (change: QuoteChange): string => {
    switch (change.type) {
      case 'line_added':
        return t('quote_changes.line_added', { room: change.room, count: change.quantity });
      case 'line_removed':
        return t('quote_changes.line_removed', { room: change.room, count: change.quantity });
      case 'quantity':
        return t('quote_changes.quantity', {
          room: change.room,
          signed: change.signed,
          current: change.current,
        });
      case 'price':
        return t('quote_changes.price', {
          room: change.room,
          signed: money(change.signed.inclVatCents),
          current: money(change.current.inclVatCents),
        });
      case 'other':
        return t(partKeys[change.part]);
      case 'total':
        return t('quote_changes.total', {
          signed: money(change.signed.inclVatCents),
          current: money(change.current.inclVatCents),
        });
      default:
        return exhaustive(change);
    }
  };
  return (
    <ul>
      {changes.map((change, index) => (
        <li key={index}>
          <Text>{text(change)}</Text>
        </li>
      ))}
    </ul>
  );
}
