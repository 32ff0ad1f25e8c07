import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, userListQuerySchema } from '../../../../src/domain/auth/auth.schema';
import { userListScope } from '../../../../src/domain/access';
import { toCurrentUsers } from '../../../auth/users';
import { users } from '../../../db/schema';
import { forbidden } from '../../../http/app-error';
import { authOf, requireUser } from '../../../plugins/auth';

/** Ids are uuids in the database: checking them here turns a bad id into a 422, not a SQL error. */
const querySchema = userListQuerySchema.extend({
  client_id: z.uuid({ error: 'invalid' }).optional(),
  business_referrer_id: z.uuid({ error: 'invalid' }).optional(),
});

/** A team page never needs more; the list is not paged yet. */
const maxUsers = 500;

/** The client drops empty filters; an older client may still send `?role=`, so drop them here too. */
function dropEmptyValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const listUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: [
        requireUser,
        async (request) => {
          request.query = dropEmptyValues(request.query) as typeof request.query;
        },
      ],
      schema: { querystring: querySchema, response: { 200: z.array(currentUserSchema) } },
    },
    async (request) => {
      const scope = userListScope(authOf(request).principal);
      if (scope.kind === 'none') throw forbidden();
      const query = request.query;
      const conditions: SQL[] = [isNull(users.deletedAt)];
      if (scope.kind === 'client') conditions.push(eq(users.clientId, scope.clientId));
      if (scope.kind === 'referrer') conditions.push(eq(users.businessReferrerId, scope.referrerId));
      if (query.client_id !== undefined) conditions.push(eq(users.clientId, query.client_id));
      if (query.business_referrer_id !== undefined)
        conditions.push(eq(users.businessReferrerId, query.business_referrer_id));
      if (query.role !== undefined) conditions.push(eq(users.role, query.role));
      if (query.active !== undefined) conditions.push(eq(users.active, query.active === 'true'));
      if (query.q !== undefined && query.q.length > 0) {
        const pattern = `%${escapeLike(query.q)}%`;
        const match = or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
        );
        if (match !== undefined) conditions.push(match);
      }
      const rows = await app.db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(maxUsers);
      return toCurrentUsers(app.db, rows);
    },
  );
};
