import { Caption1, makeStyles, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../domain/enums';
import { shownAmount, type LinePrice } from '../../../domain/pricing';
import type { PackTerms } from '../lib/pack-terms';

const useStyles = makeStyles({ amount: { minWidth: '6rem', textAlign: 'end' } });

/**
 * What a furniture line costs in the user's VAT view, or the packs whose price includes it; a line
 * of a room with copies spells out its formula. `money` formats a figure as the draft shows it.
 */
export function LineAmount({
  price,
  pack,
  quantity,
  preference,
  money,
}: {
  price: LinePrice;
  pack: PackTerms | undefined;
  quantity: number;
  preference: VatPreference;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  return (
    <span className={styles.amount}>
      {price.packId !== null && pack !== undefined ? (
        <Text block>{t('lines.in_pack', { name: pack.names.join(', ') })}</Text>
      ) : (
        <Text block>{money(shownAmount(price.amounts, preference))}</Text>
      )}
      {price.packId === null && price.copies > 1 && (
        <Caption1 block>
          {t('lines.amount_formula', {
            quantity,
            unit: money(shownAmount(price.unit, preference)),
            count: price.copies,
          })}
        </Caption1>
      )}
    </span>
  );
}
