import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow } from '../../../db/database';
import type { Actor } from '../../../domain/mutators/transaction';
import { officeActionRefusal } from '../../../domain/projects/status-machine';
import { errorKeys } from '../../../i18n/error-labels';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { bpToPercentText, centsToEuroText } from '../../../lib/money-input';
import { useMutate } from '../../../sync/sync-context';
import { StackedTable } from '../../../ui/stacked-table';
import { updateOfficeLine } from '../actions/office-actions';
import { lineName, type AdminProject } from '../hooks/use-admin-project';
import { readNotes, readPrice, readVat } from '../lib/office-line-readings';
import { OfficeLineField } from './office-line-field';
import { ShoppingListSection } from './shopping-list-section';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The office's fields of each line beside the client's quote: unit price before the client's
 * multiplier, VAT rate and notes, editable until the quote is ordered (the quote's totals follow).
 * Then the import of a supplier's shopping list into a room.
 */
export function OfficeLines({ data, actor }: { data: AdminProject; actor: Actor | null }) {
  const { t } = useTranslation(['adminProjects', 'errors']);
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const formatPercent = useFormatNumber(2);
  const mutate = useMutate();
  const roomLabel = useRoomLabel();
  const roomNames = new Map(data.rooms.map((room) => [room.id, roomLabel(room)]));
  const refusal =
    actor === null ? 'auth/forbidden' : officeActionRefusal(actor, data.project, 'editLinePrices');

  function editableCells(line: LocalRow<'purchaseOrderLines'>, name: string) {
    return [
      <OfficeLineField
        key="price"
        label={t('quote.price_of', { name })}
        field="unitPriceCents"
        stored={centsToEuroText(line.unitPriceCents)}
        read={readPrice}
        save={(unitPriceCents) => updateOfficeLine(mutate, { id: line.id, unitPriceCents })}
        unit="€"
      />,
      <OfficeLineField
        key="vat"
        label={t('quote.vat_of', { name })}
        field="vatRateBp"
        stored={bpToPercentText(line.vatRateBp)}
        read={readVat}
        save={(vatRateBp) => updateOfficeLine(mutate, { id: line.id, vatRateBp })}
        unit="%"
      />,
      <OfficeLineField
        key="notes"
        label={t('quote.notes_of', { name })}
        field="notes"
        stored={line.notes}
        read={readNotes}
        save={(notes) => updateOfficeLine(mutate, { id: line.id, notes })}
      />,
    ];
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="office-lines-title">
        <Text as="h2" size={500} weight="semibold" id="office-lines-title">
          {t('quote.office_title')}
        </Text>
        {refusal !== null && refusal !== 'auth/forbidden' && <Text>{t(errorKeys(refusal).messageKey)}</Text>}
        {data.lines.length === 0 ? (
          <Text>{t('quote.no_lines')}</Text>
        ) : (
          <StackedTable
            label={t('quote.office_title')}
            columns={[
              t('quote.columns.item'),
              t('quote.columns.room'),
              t('quote.columns.quantity'),
              t('quote.columns.price'),
              t('quote.columns.vat'),
              t('quote.columns.notes'),
            ]}
            rows={data.lines.map((line) => {
              const name = lineName(line, data);
              return {
                key: line.id,
                cells: [
                  name,
                  roomNames.get(line.roomId) ?? '',
                  String(line.quantity),
                  ...(refusal === null
                    ? editableCells(line, name)
                    : [
                        formatMoney(line.unitPriceCents),
                        `${formatPercent(line.vatRateBp / 100)} %`,
                        line.notes,
                      ]),
                ],
              };
            })}
          />
        )}
      </section>
      <ShoppingListSection data={data} />
    </>
  );
}
