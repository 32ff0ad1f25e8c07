import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, userPatchSchema, type UserPatch } from '../../../../src/domain/auth/auth.schema';
import { teamOfUser, userListScope, userPatchRefusal, type Team } from '../../../../src/domain/access';
import { exhaustive } from '../../../../src/domain/enums';
import type { ErrorCode } from '../../../../src/domain/errors';
import { executeMutation } from '../../../../src/domain/mutators/execute';
import { getRow } from '../../../../src/domain/mutators/rows';
import { toCurrentUser } from '../../../auth/users';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { nextVersion } from '../../../db/versions';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';
import { createServerTransaction } from '../../../sync/server-transaction';
import { signOutIfDeactivated } from '../../../sync/users-write';

const paramsSchema = z.object({ userId: z.uuid({ error: 'invalid' }) });

const refusalStatus = {
  'auth/forbidden': 403,
  validation: 422,
  'team/last_admin': 409,
} as const satisfies Partial<Record<ErrorCode, number>>;

function refused(code: ErrorCode): AppError {
  return new AppError(code in refusalStatus ? refusalStatus[code as keyof typeof refusalStatus] : 409, code);
}

/**
 * The columns only this door writes: the names of a user outside a team, its phone, its kind of
 * account, and the team roles of a user whose team has none of them (the office's own staff).
 */
function otherColumns(patch: UserPatch, team: Team | null) {
  const teamRoles = team !== null && team.kind !== 'office';
  return {
    ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
    ...(patch.role !== undefined && { role: patch.role }),
    ...(team === null && patch.active !== undefined && { active: patch.active }),
    ...(!teamRoles && patch.client_role !== undefined && { clientRole: patch.client_role }),
    ...(!teamRoles &&
      patch.business_referrer_role !== undefined && { businessReferrerRole: patch.business_referrer_role }),
  };
}

/** The member's role in its team as the patch sets it; the office's staff hold no team role. */
function teamRoleOfPatch(patch: UserPatch, team: Team) {
  switch (team.kind) {
    case 'client':
      return patch.client_role;
    case 'referrer':
      return patch.business_referrer_role;
    case 'office':
      return undefined;
    default:
      return exhaustive(team);
  }
}

/**
 * `PATCH auth/{userId}` (the spec's API; the app changes team members through the teamMemberUpdate
 * mutator): a thin door onto that same change. One rule (userPatchRefusal, over the team page's),
 * and one transaction that takes the change version first: its lock serializes this change with
 * every other writer, pushes included, so two demotions at once cannot both see the other admin.
 * A team member's activation, names and role go through the mutator itself (the last-admin rule,
 * the sign-out on deactivation); what only the office changes is written beside it.
 */
export const patchUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:userId',
    {
      preValidation: requireUser,
      schema: { params: paramsSchema, body: userPatchSchema, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const actor = actorOf(auth);
      const patch = request.body;
      const now = app.clock();
      const updated = await app.db.transaction(async (tx: Tx) => {
        const version = await nextVersion(tx);
        const serverTx = createServerTransaction(tx, actor, now.toISOString(), version);
        const member = await getRow(serverTx, 'users', request.params.userId);
        if (member === undefined) {
          // Security: only someone who may see every user learns that an id does not exist.
          throw userListScope(auth.principal).kind === 'all' ? notFound() : forbidden();
        }
        const refusal = userPatchRefusal(actor, member, patch);
        if (refusal !== null) throw refused(refusal);
        const team = teamOfUser(member);
        if (team !== null) {
          const role = teamRoleOfPatch(patch, team);
          // A member keeps a role in its team.
          if (role === null) throw refused('validation');
          const execution = await executeMutation(serverTx, 'teamMemberUpdate', {
            id: member.id,
            active: patch.active,
            role,
            firstName: patch.first_name,
            lastName: patch.last_name,
          });
          if (execution.status === 'rejected') throw refused(execution.code);
        }
        const columns = otherColumns(patch, team);
        const names = team === null && {
          ...(patch.first_name !== undefined && { firstName: patch.first_name }),
          ...(patch.last_name !== undefined && { lastName: patch.last_name }),
        };
        const [row] = await tx
          .update(users)
          .set({ version, updatedAt: now, ...columns, ...names })
          .where(eq(users.id, member.id))
          .returning();
        if (team === null) await signOutIfDeactivated(tx, member, row?.active ?? member.active, now);
        return row;
      });
      if (updated === undefined) throw notFound();
      return toCurrentUser(app.db, updated);
    },
  );
};
