import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../i18n/use-format';
import { TextField } from '../../../ui/text-field';
import { exclFromIncl, inclFromExcl } from '../../../domain/catalogue';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';

/**
 * Price excluding and including VAT, kept consistent: typing one recomputes the other at the VAT
 * rate, so the two stored amounts never disagree by more than the cent of rounding.
 */
export function PriceFields({
  excl,
  incl,
  vatRateBp,
  onChange,
  exclMessage,
  inclMessage,
}: {
  excl: string;
  incl: string;
  vatRateBp: number;
  onChange: (prices: { priceExcl: string; priceIncl: string }) => void;
  exclMessage: string | undefined;
  inclMessage: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const rate = useFormatNumber(2)(vatRateBp / 100);
  const changeExcl = (text: string) => {
    const cents = parseEuros(text);
    onChange({
      priceExcl: text,
      priceIncl: cents === null ? incl : centsToEuroText(inclFromExcl(cents, vatRateBp)),
    });
  };
  const changeIncl = (text: string) => {
    const cents = parseEuros(text);
    onChange({
      priceIncl: text,
      priceExcl: cents === null ? excl : centsToEuroText(exclFromIncl(cents, vatRateBp)),
    });
  };
  return (
    <>
      <TextField
        label={t('furniture.fields.priceExcl')}
        hint={t('furniture.fields.price_hint', { rate })}
        value={excl}
        onChange={changeExcl}
        message={exclMessage}
        required
      />
      <TextField
        label={t('furniture.fields.priceIncl')}
        value={incl}
        onChange={changeIncl}
        message={inclMessage}
        required
      />
    </>
  );
}
