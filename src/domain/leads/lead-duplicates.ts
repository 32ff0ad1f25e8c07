import type { Lead } from '../entities/lead.schema';

/** How two spellings of one phone number compare: digits only, with the leading + kept apart. */
function phoneKey(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/**
 * The leads that already carry this email (case ignored) or phone (spacing ignored): registering
 * the same person twice is warned, not refused, since two agents may honestly meet one household.
 */
export function duplicateLeads<L extends Pick<Lead, 'id' | 'email' | 'phone'>>(
  leads: readonly L[],
  contact: { email: string; phone: string },
  exceptId?: string,
): L[] {
  const email = contact.email.trim().toLowerCase();
  const phone = phoneKey(contact.phone);
  if (email === '' && phone === '') return [];
  return leads.filter(
    (lead) =>
      lead.id !== exceptId &&
      ((email !== '' && lead.email.trim().toLowerCase() === email) ||
        (phone !== '' && phoneKey(lead.phone) === phone)),
  );
}
