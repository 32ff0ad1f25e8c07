import type { TFunction } from 'i18next';
import type { BusinessSettings } from '../../domain/entities/business-settings.schema';
import type { DocumentParty } from './document-parts';

/**
 * The business as its documents print it; before the office filled its settings (or before the
 * device received them), the app's own name and line stand in.
 */
export function businessParty(settings: BusinessSettings | undefined, t: TFunction<'common'>): DocumentParty {
  if (settings === undefined)
    return {
      name: t('common:documents.default_name'),
      lines: [t('common:documents.default_line')],
      logo: null,
    };
  const place = [settings.postcode, settings.city].filter(Boolean).join(' ');
  const contact = [settings.email, settings.phone, settings.website].filter(Boolean).join(' · ');
  return {
    name: settings.name,
    lines: [
      ...settings.addressLines,
      place,
      settings.country,
      settings.companyNumber,
      settings.vatNumber === '' ? '' : t('common:documents.vat_number', { number: settings.vatNumber }),
      contact,
    ].filter((line) => line !== ''),
    logo: settings.logo,
  };
}

/** Every page's foot: the business's name and registration number. */
export function businessFooter(party: DocumentParty, settings: BusinessSettings | undefined): string {
  return [party.name, settings?.companyNumber ?? ''].filter(Boolean).join(' · ');
}
