import { Caption1, TableBody, TableCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../../i18n/room-labels';
import type { VatPreference } from '../../../../domain/enums';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import { ContentTable } from '../../../../ui/content-table';
import { QuoteTableHeader, useQuotePrice, useQuoteTableStyles } from './quote-table';
import type { QuoteRoomView } from './quote-view';

/**
 * One room of the quote, as the panel of its tab (`labelledBy`): its lines, each with the formula
 * when the room has copies, then the room's subtotal.
 */
export function QuoteRoomLines({
  room,
  preference,
  rent,
  labelledBy,
}: {
  room: QuoteRoomView;
  preference: VatPreference;
  rent: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation('quote');
  const styles = useQuoteTableStyles();
  const vat = t(vatLabelKeys[preference]);
  const price = useQuotePrice(preference, rent);
  const roomLabel = useRoomLabel();
  const name = roomLabel(room);
  return (
    <div role="tabpanel" aria-labelledby={labelledBy}>
      {room.lines.length === 0 ? (
        <Text>{t('lines.empty')}</Text>
      ) : (
        <ContentTable size="small" aria-label={t('lines.label', { name })}>
          <QuoteTableHeader item={t('lines.item')} vat={vat} />
          <TableBody>
            {room.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className={styles.name}>{line.name ?? t('lines.unknown_item')}</TableCell>
                <TableCell className={styles.amount}>{line.quantity}</TableCell>
                <TableCell className={styles.amount}>
                  {line.packName === null ? price(line.unit) : t('lines.in_pack', { name: line.packName })}
                </TableCell>
                <TableCell className={styles.amount}>
                  {price(line.total)}
                  {line.copies > 1 && (
                    <Caption1 block>
                      {t('lines.formula', {
                        quantity: line.quantity,
                        unit: price(line.unit),
                        count: line.copies,
                      })}
                    </Caption1>
                  )}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell className={styles.name}>
                <Text weight="semibold">{t('rooms.subtotal', { name, vat })}</Text>
              </TableCell>
              <TableCell />
              <TableCell />
              <TableCell className={styles.amount}>
                <Text weight="semibold">{price(room.total)}</Text>
              </TableCell>
            </TableRow>
          </TableBody>
        </ContentTable>
      )}
    </div>
  );
}
