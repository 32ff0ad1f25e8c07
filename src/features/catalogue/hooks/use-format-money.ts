import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Cents to a price in the interface language: "1 234,50 €" in French, "€1,234.50" in English. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
    return (cents: number) => format.format(cents / 100);
  }, [i18n.language]);
}

/** A collator of the interface language, for sorting names as a reader expects. */
export function useCollator(): Intl.Collator {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }),
    [i18n.language],
  );
}
