import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow } from '../../../db/database';
import { vatRateSchema } from '../../../domain/entities/project.schema';
import type { Actor } from '../../../domain/mutators/transaction';
import { officeActionRefusal } from '../../../domain/projects/status-machine';
import { errorKeys } from '../../../i18n/error-labels';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { useOnline } from '../../../lib/use-online';
import { bpToPercentText, centsToEuroText, parseEuros, parsePercentBp } from '../../../lib/money-input';
import { useMutate } from '../../../sync/sync-context';
import { StackedTable } from '../../../ui/stacked-table';
import { updateOfficeLine } from '../actions/office-actions';
import { lineName, type AdminProject } from '../hooks/use-admin-project';
import { ShoppingListDialog } from './shopping-list-dialog';
import { OfficeLineField, type FieldReading } from './office-line-field';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  importRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function readPrice(text: string): FieldReading<number> {
  const cents = parseEuros(text);
  return cents === null
    ? { ok: false, messageKey: 'adminProjects:quote.price_invalid' }
    : { ok: true, value: cents };
}

function readVat(text: string): FieldReading<number> {
  const bp = parsePercentBp(text);
  return bp === null || !vatRateSchema.safeParse(bp).success
    ? { ok: false, messageKey: 'adminProjects:quote.vat_invalid' }
    : { ok: true, value: bp };
}

function readNotes(text: string): FieldReading<string> {
  return { ok: true, value: text };
}

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
  const online = useOnline();
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
      <section className={styles.section} aria-labelledby="shopping-list-title">
        <Text as="h2" size={500} weight="semibold" id="shopping-list-title">
          {t('quote.shopping_list_title')}
        </Text>
        <Text>{t('quote.shopping_list_text')}</Text>
        <div className={styles.importRow}>
          <ShoppingListDialog project={data.project} rooms={data.rooms} online={online} />
          {!online && <Text role="status">{t('shopping_list.needs_network')}</Text>}
        </div>
      </section>
    </>
  );
}
