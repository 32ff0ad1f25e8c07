import { describe, expect, it } from 'vitest';
import { canListTeamProjects } from '../../../src/domain/access';
import type { Actor } from '../../../src/domain/mutators/transaction';

const clientId = '01936f4e-0000-7000-8000-000000000001';

function user(fields: Partial<Extract<Actor, { kind: 'user' }>>): Actor {
  return {
    kind: 'user',
    userId: '01936f4e-0000-7000-8000-000000000002',
    role: 'client',
    clientId,
    clientRole: 'agent',
    businessReferrerId: null,
    businessReferrerRole: null,
    ...fields,
  };
}

describe('who opens the team dashboard (/projects/dashboard)', () => {
  it('lets a client administrator in', () => {
    expect(canListTeamProjects(user({ clientRole: 'admin' }))).toBe(true);
  });

  it.each([
    ['a client agent', user({ clientRole: 'agent' })],
    ['a client admin with no client', user({ clientRole: 'admin', clientId: null })],
    [
      'the back office (it has its own project list)',
      user({ role: 'admin', clientId: null, clientRole: null }),
    ],
    [
      'a referrer admin',
      user({ role: 'business_referrer', clientId: null, clientRole: null, businessReferrerRole: 'admin' }),
    ],
  ])('refuses %s', (_, actor) => {
    expect(canListTeamProjects(actor)).toBe(false);
  });
});
