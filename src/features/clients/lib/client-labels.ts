import type { Country } from '../../../domain/enums';
import type { ClientKind } from './client-filters';
import type { ClientDraft } from './client-draft';

/** Literal keys (checked in both languages by the locale test), never built from the value. */
export const clientFieldLabelKeys = {
  name: 'clients:fields.name',
  email: 'clients:fields.email',
  phone: 'clients:fields.phone',
  vatNumber: 'clients:fields.vatNumber',
  airtableLink: 'clients:fields.airtableLink',
  street: 'clients:fields.street',
  number: 'clients:fields.number',
  zipCode: 'clients:fields.zipCode',
  city: 'clients:fields.city',
} as const satisfies Record<Exclude<keyof ClientDraft, 'isCompany' | 'country'>, string>;

export const countryLabelKeys = {
  BE: 'clients:countries.BE',
  FR: 'clients:countries.FR',
  DE: 'clients:countries.DE',
  IT: 'clients:countries.IT',
} as const satisfies Record<Country, string>;

export const clientKindLabelKeys = {
  all: 'clients:kinds.all',
  company: 'clients:kinds.company',
  individual: 'clients:kinds.individual',
} as const satisfies Record<ClientKind, string>;
