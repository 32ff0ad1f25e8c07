import type { LeadCreateInput } from '../actions/register-lead';

/** One of a lead's addresses, as the form asks it. */
export interface AddressDraft {
  street: string;
  zipCode: string;
  city: string;
}

/** The registration form's fields, as typed. */
export interface LeadDraft {
  name: string;
  email: string;
  phone: string;
  leadAddress: AddressDraft;
  projectAddress: AddressDraft;
  /** A date (YYYY-MM-DD) or ''. */
  firstContract: string;
}

export const emptyLeadDraft: LeadDraft = {
  name: '',
  email: '',
  phone: '',
  leadAddress: { street: '', zipCode: '', city: '' },
  projectAddress: { street: '', zipCode: '', city: '' },
  firstContract: '',
};

/** The draft as the fields of a new lead (the ids and the referrer come from the caller). */
export function leadFields(draft: LeadDraft): Omit<LeadCreateInput, 'id' | 'businessReferrerId' | 'agentId'> {
  return {
    name: draft.name,
    email: draft.email,
    phone: phoneDigits(draft.phone),
    leadAddress: draft.leadAddress,
    projectAddress: draft.projectAddress,
    firstContractAt: draft.firstContract === '' ? null : `${draft.firstContract}T00:00:00.000Z`,
  };
}

/** A phone as typed ("06 12 34 56 78") as stored: digits with an optional leading plus. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s.-]/g, '');
}
