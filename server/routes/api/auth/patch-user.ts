import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, userPatchSchema } from '../../../../src/domain/auth/auth.schema';
import {
  canPatchUser,
  leavesTeamWithoutAdmin,
  teamOfUser,
  userListScope,
} from '../../../../src/domain/access';
import { revokeUserSessions } from '../../../auth/sessions';
import { toCurrentUser } from '../../../auth/users';
import { users } from '../../../db/schema';
import { nextVersion } from '../../../db/versions';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { authOf, requireUser } from '../../../plugins/auth';

const paramsSchema = z.object({ userId: z.uuid({ error: 'invalid' }) });

export const patchUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:userId',
    {
      preValidation: requireUser,
      schema: { params: paramsSchema, body: userPatchSchema, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const { principal } = authOf(request);
      const patch = request.body;
      const [target] = await app.db.select().from(users).where(eq(users.id, request.params.userId)).limit(1);
      if (target === undefined || target.deletedAt !== null) {
        // Security: only someone who may see every user learns that an id does not exist.
        throw userListScope(principal).kind === 'all' ? notFound() : forbidden();
      }
      if (canPatchUser(principal, { userId: target.id, clientId: target.clientId }, patch) === 'forbidden') {
        throw forbidden();
      }
      // The rule of the team pages holds here too: a team keeps one active administrator.
      const team = teamOfUser(target);
      const after = {
        active: patch.active ?? target.active,
        clientRole: patch.client_role !== undefined ? patch.client_role : target.clientRole,
        businessReferrerRole:
          patch.business_referrer_role !== undefined
            ? patch.business_referrer_role
            : target.businessReferrerRole,
      };
      if (team !== null) {
        const teamColumn = team.kind === 'client' ? users.clientId : users.businessReferrerId;
        const teamId = team.kind === 'client' ? team.clientId : team.referrerId;
        const teammates = await app.db
          .select()
          .from(users)
          .where(and(eq(teamColumn, teamId), isNull(users.deletedAt)));
        if (leavesTeamWithoutAdmin(target, after, team, teammates))
          throw new AppError(409, 'team/last_admin');
      }
      const now = app.clock();
      const updated = await app.db.transaction(async (tx) => {
        const version = await nextVersion(tx);
        const [row] = await tx
          .update(users)
          .set({
            version,
            updatedAt: now,
            ...(patch.first_name !== undefined && { firstName: patch.first_name }),
            ...(patch.last_name !== undefined && { lastName: patch.last_name }),
            ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
            ...(patch.active !== undefined && { active: patch.active }),
            ...(patch.role !== undefined && { role: patch.role }),
            ...(patch.client_role !== undefined && { clientRole: patch.client_role }),
            ...(patch.business_referrer_role !== undefined && {
              businessReferrerRole: patch.business_referrer_role,
            }),
          })
          .where(eq(users.id, target.id))
          .returning();
        // A deactivated user is signed out everywhere at once, not when their sessions expire.
        if (patch.active === false) await revokeUserSessions(tx, target.id, now);
        return row;
      });
      if (updated === undefined) throw notFound();
      return toCurrentUser(app.db, updated);
    },
  );
};
