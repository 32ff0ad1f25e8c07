import type { Client } from '../../../domain/entities/client.schema';
import type { Country } from '../../../domain/enums';

/** A client's record as its form holds it: text as typed, checked by the domain schema on save. */
export interface ClientDraft {
  name: string;
  email: string;
  phone: string;
  vatNumber: string;
  airtableLink: string;
  street: string;
  number: string;
  zipCode: string;
  city: string;
  country: Country;
  isCompany: boolean;
}

export const emptyClientDraft: ClientDraft = {
  name: '',
  email: '',
  phone: '',
  vatNumber: '',
  airtableLink: '',
  street: '',
  number: '',
  zipCode: '',
  city: '',
  country: 'FR',
  isCompany: true,
};

export function draftFromClient(client: Client): ClientDraft {
  const { street, number, zipCode, city, country } = client.billingAddress;
  return {
    name: client.name,
    email: client.email,
    phone: client.phone,
    vatNumber: client.vatNumber,
    airtableLink: client.airtableLink ?? '',
    street,
    number,
    zipCode,
    city,
    country,
    isCompany: client.isCompany,
  };
}

/** The mutation's fields; the billing address keeps what the form does not show (floor, notes...). */
export function clientValues(draft: ClientDraft, billingAddress: Partial<Client['billingAddress']> = {}) {
  const { street, number, zipCode, city, country, airtableLink, ...rest } = draft;
  return {
    ...rest,
    airtableLink: airtableLink.trim() === '' ? null : airtableLink,
    billingAddress: { ...billingAddress, street, number, zipCode, city, country },
  };
}
