import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, userPatchSchema, type UserPatch } from '../../../../src/domain/auth/auth.schema';
import { teamOfUser, userListScope, userPatchRefusal } from '../../../../src/domain/access';
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

/** The columns only this door writes: the names of a user outside a team, its phone, its kind of account. */
function otherColumns(patch: UserPatch, inTeam: boolean) {
  return {
    ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
    ...(patch.role !== undefined && { role: patch.role }),
    ...(!inTeam && patch.active !== undefined && { active: patch.active }),
    ...(!inTeam && patch.client_role !== undefined && { clientRole: patch.client_role }),
    ...(!inTeam &&
      patch.business_referrer_role !== undefined && { businessReferrerRole: patch.business_referrer_role }),
  };
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
          const role = team.kind === 'client' ? patch.client_role : patch.business_referrer_role;
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
        const columns = otherColumns(patch, team !== null);
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
