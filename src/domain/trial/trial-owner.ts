import type { Actor } from '../mutators/transaction';

/**
 * Who builds a trial draft through the mutators: the admin user of its own client. On the device,
 * the local visitor; at sign-up on the server, the new account, so both write the same rows.
 */
export function trialOwner(userId: string, clientId: string): Actor {
  return {
    kind: 'user',
    userId,
    role: 'client',
    clientId,
    clientRole: 'admin',
    businessReferrerId: null,
    businessReferrerRole: null,
  };
}
