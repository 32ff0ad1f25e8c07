import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../domain/entities/common.schema';
import type { Country } from '../domain/enums';

/** A country's name in the interface language, from Intl: "France", "Allemagne" / "Germany". */
export function useCountryName(): (country: Country) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (country: Country) => names.of(country) ?? country;
  }, [i18n.language]);
}

/** A postal address as the lines of an envelope; empty parts are left out. */
export function addressLines(address: Address, countryName: string): string[] {
  return [
    [address.number, address.street].filter(Boolean).join(' '),
    [address.zipCode, address.city].filter(Boolean).join(' '),
    countryName,
  ].filter((line) => line !== '');
}
