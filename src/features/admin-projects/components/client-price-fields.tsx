import { Field, makeStyles, Select, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clientPriceModes, type ClientPriceMode } from '../../../domain/projects';
import type { FieldKeys } from '../../../lib/action-result';
import { TextField } from '../../../ui/text-field';
import type { ClientPriceForm } from '../lib/client-price-form';

const useStyles = makeStyles({
  select: { minWidth: 0, maxWidth: '100%' },
});

const modeKeys = {
  computed: 'adminProjects:general.price_modes.computed',
  adjustment: 'adminProjects:general.price_modes.adjustment',
  override: 'adminProjects:general.price_modes.override',
} as const satisfies Record<ClientPriceMode, string>;

const amountKeys = {
  adjustment: 'adminProjects:general.price_adjustment',
  override: 'adminProjects:general.price_override',
} as const satisfies Record<Exclude<ClientPriceMode, 'computed'>, string>;

/**
 * The office's change to the client price, one at a time: from the lines, adjusted by an amount, or
 * a final price; a change asks for the reason the client reads beside it.
 */
export function ClientPriceFields<F extends ClientPriceForm>({
  form,
  onChange,
  fields,
}: {
  form: F;
  onChange: (next: F) => void;
  fields: FieldKeys;
}) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const message = (key: keyof ClientPriceForm) => {
    const messageKey = fields[key];
    return messageKey === undefined ? undefined : t(messageKey);
  };
  const mode = form.priceMode;
  return (
    <>
      <Field label={t('general.price_mode')}>
        <Select
          className={styles.select}
          value={mode}
          onChange={(_, data) =>
            onChange({
              ...form,
              priceMode: clientPriceModes.find((option) => option === data.value) ?? 'computed',
              // An amount means another thing in another mode: it is typed again.
              priceAmount: '',
            })
          }
        >
          {clientPriceModes.map((option) => (
            <option key={option} value={option}>
              {t(modeKeys[option])}
            </option>
          ))}
        </Select>
      </Field>
      {mode !== 'computed' && (
        <>
          <TextField
            label={t(amountKeys[mode])}
            required
            value={form.priceAmount}
            message={message('priceAmount')}
            onChange={(value) => onChange({ ...form, priceAmount: value })}
          />
          <Field label={t('general.price_reason')} required validationMessage={message('priceReason')}>
            <Textarea
              value={form.priceReason}
              onChange={(_, data) => onChange({ ...form, priceReason: data.value })}
            />
          </Field>
        </>
      )}
    </>
  );
}
