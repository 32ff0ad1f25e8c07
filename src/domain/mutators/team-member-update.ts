import { z } from 'zod';
import { requiredName } from '../auth/auth.schema';
import { locksTeamOut, teamMemberChangeRefusal, teamOfUser, type Team } from '../access';
import { clientRoles, exhaustive, referrerRoles } from '../enums';
import { defineMutator, MutatorError } from './define-mutator';
import { getRow, mustGetRow, putRow, queryRows } from './rows';
import type { Transaction } from './transaction';
import type { EntityRow } from '../entities/registry';

export const teamMemberUpdateArgs = z.object({
  id: z.uuid(),
  active: z.boolean().optional(),
  role: z.enum([...new Set([...clientRoles, ...referrerRoles])]).optional(),
  firstName: requiredName.optional(),
  lastName: requiredName.optional(),
});

type Member = EntityRow<'users'>;

function withRole(member: Member, team: Team, role: TeamMemberUpdateArgs['role']): Member {
  if (role === undefined) return member;
  switch (team.kind) {
    case 'referrer':
      return { ...member, businessReferrerRole: role };
    // A client's team has no managers (spec section 3): administrators and project managers (agents).
    case 'client':
      if (role === 'manager') throw new MutatorError('validation', 'role');
      return { ...member, clientRole: role };
    // The office's only role is the account's kind itself: nothing to write.
    case 'office':
      if (role !== 'admin') throw new MutatorError('validation', 'role');
      return member;
    default:
      return exhaustive(team);
  }
}

type TeamMemberUpdateArgs = z.output<typeof teamMemberUpdateArgs>;

async function teamMembers(tx: Transaction, team: Team) {
  switch (team.kind) {
    case 'client':
      return queryRows(tx, 'users', 'clientId', team.clientId);
    case 'referrer':
      return queryRows(tx, 'users', 'businessReferrerId', team.referrerId);
    // Only the office manages itself, and locksTeamOut never holds the office: nobody to read.
    case 'office':
      return [];
    default:
      return exhaustive(team);
  }
}

/**
 * A team member's role, activation or names (the team pages of clients, referrers and the office, and the
 * API's PATCH auth/{userId}). On the server a deactivated member's sessions end in the same
 * transaction (server/sync/users-write.ts). A team's own change keeps it at least one active
 * administrator (locksTeamOut); the office may deactivate anyone.
 */
export const teamMemberUpdate = defineMutator({
  name: 'teamMemberUpdate',
  args: teamMemberUpdateArgs,
  authorize: async (actor, args, tx) =>
    teamMemberChangeRefusal(actor, await getRow(tx, 'users', args.id), args),
  async run(tx, args) {
    const member = await mustGetRow(tx, 'users', args.id);
    const team = teamOfUser(member);
    if (team === null) throw new MutatorError('auth/forbidden');
    const updated = {
      ...withRole(member, team, args.role),
      ...(args.active !== undefined && { active: args.active }),
      ...(args.firstName !== undefined && { firstName: args.firstName }),
      ...(args.lastName !== undefined && { lastName: args.lastName }),
      updatedAt: tx.now,
    };
    if (locksTeamOut(tx.actor, member, updated, team, await teamMembers(tx, team)))
      throw new MutatorError('team/last_admin');
    await putRow(tx, 'users', updated);
  },
});
