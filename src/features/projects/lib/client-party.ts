import type { TFunction } from 'i18next';
import type { LocalRow } from '../../../db/database';
import type { Country } from '../../../domain/enums';
import { addressLines } from '../../../i18n/address-text';
import type { DocumentParty } from '../../../lib/pdf/document-parts';

/** The client as its documents print it (the quote's client, the agreement's lessee): address, VAT number, email. */
export function clientParty(
  client: LocalRow<'clients'>,
  logo: string | null,
  countryName: (country: Country) => string,
  t: TFunction<'common'>,
): DocumentParty {
  return {
    name: client.name,
    lines: [
      ...addressLines(client.billingAddress, countryName(client.billingAddress.country)),
      client.vatNumber === '' ? '' : t('common:documents.vat_number', { number: client.vatNumber }),
      client.email,
    ].filter((line) => line !== ''),
    logo,
  };
}
