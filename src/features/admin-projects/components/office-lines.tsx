import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { useOnline } from '../../../lib/use-online';
import { StackedTable } from '../../../ui/stacked-table';
import { lineName, type AdminProject } from '../hooks/use-admin-project';
import { ShoppingListDialog } from './shopping-list-dialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  importRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The office's fields of each line beside the client's quote: unit price before the client's
 * multiplier, VAT rate and notes. Then the import of a supplier's shopping list into a room.
 */
export function OfficeLines({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const formatPercent = useFormatNumber(2);
  const online = useOnline();
  const roomNames = new Map(data.rooms.map((room) => [room.id, room.name]));
  return (
    <>
      <section className={styles.section} aria-labelledby="office-lines-title">
        <Text as="h2" size={500} weight="semibold" id="office-lines-title">
          {t('quote.office_title')}
        </Text>
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
            rows={data.lines.map((line) => ({
              key: line.id,
              cells: [
                lineName(line, data),
                roomNames.get(line.roomId) ?? '',
                String(line.quantity),
                formatMoney(line.unitPriceCents),
                `${formatPercent(line.vatRateBp / 100)} %`,
                line.notes,
              ],
            }))}
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
