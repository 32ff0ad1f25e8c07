import {
  defaultServiceAreaPrefixes,
  type BusinessSettings,
} from '../../../domain/entities/business-settings.schema';
import type { businessSettingsSetArgs } from '../../../domain/mutators/business-settings-set';
import type { Language } from '../../../domain/enums';
import type { z } from 'zod';

type Args = z.input<typeof businessSettingsSetArgs>;

/**
 * The settings as typed: every text as it stands in its field, the address on two lines, the
 * served postcode prefixes as one line ("75, 77, 78").
 */
export type BusinessSettingsForm = Omit<Args, 'addressLines' | 'logo' | 'serviceAreaPrefixes'> & {
  addressLine1: string;
  addressLine2: string;
  logo: string | null;
  serviceArea: string;
};

const blankTerms: Record<Language, string> = { en: '', fr: '' };

const blankForm: BusinessSettingsForm = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  country: '',
  companyNumber: '',
  vatNumber: '',
  email: '',
  phone: '',
  website: '',
  logo: null,
  paymentTerms: blankTerms,
  rentalTerms: blankTerms,
  serviceArea: defaultServiceAreaPrefixes.join(', '),
};

/** The stored row, or empty fields while the office has set nothing. */
export function businessSettingsFormOf(row: BusinessSettings | undefined): BusinessSettingsForm {
  if (row === undefined) return blankForm;
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    addressLines,
    serviceAreaPrefixes,
    ...rest
  } = row;
  return {
    ...rest,
    addressLine1: addressLines[0] ?? '',
    addressLine2: addressLines[1] ?? '',
    serviceArea: serviceAreaPrefixes.join(', '),
  };
}

/** The form as businessSettingsSet's args: the address's empty lines are not kept; prefixes split on commas or spaces. */
export function businessSettingsArgsOf(form: BusinessSettingsForm): Args {
  const { addressLine1, addressLine2, serviceArea, ...rest } = form;
  return {
    ...rest,
    addressLines: [addressLine1, addressLine2].filter((line) => line.trim() !== ''),
    serviceAreaPrefixes: serviceArea.split(/[\s,;]+/).filter((prefix) => prefix !== ''),
  };
}
