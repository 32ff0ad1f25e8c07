import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import type { CardPatch } from '../actions/card-actions';
import { QuantityStepper } from './quantity-stepper';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  // Targets of at least 44 px, for a thumb in a hurry.
  target: { minHeight: '44px', display: 'flex', alignItems: 'center' },
});

/** A line's checks in a row: checked (the quantity asked at least), the quantity counted, returned to the warehouse. */
export function CardChecks({
  card,
  onChange,
}: {
  card: Pick<
    LocalRow<'verificationCards'>,
    'checked' | 'quantityChecked' | 'quantityAsked' | 'returnedToWarehouse'
  >;
  onChange: (patch: CardPatch) => Promise<void>;
}) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Checkbox
        className={styles.target}
        size="large"
        label={t('line.checked')}
        checked={card.checked}
        onChange={(_, data) =>
          void onChange(
            data.checked === true
              ? { checked: true, quantityChecked: Math.max(card.quantityChecked, card.quantityAsked) }
              : { checked: false },
          )
        }
      />
      <Field label={t('line.quantity_checked', { asked: card.quantityAsked })}>
        {(control) => (
          <QuantityStepper
            control={control}
            value={card.quantityChecked}
            min={0}
            max={10_000}
            onChange={(quantityChecked) => void onChange({ quantityChecked })}
          />
        )}
      </Field>
      <Checkbox
        className={styles.target}
        size="large"
        label={t('line.returned')}
        checked={card.returnedToWarehouse}
        onChange={(_, data) => void onChange({ returnedToWarehouse: data.checked === true })}
      />
    </div>
  );
}
