import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageTeam, isTeamRole, type Team } from '../../../../src/domain/access';
import {
  invitationLifetimeMs,
  invitationSchema,
  invitationSentSchema,
  type Invitation,
} from '../../../../src/domain/organisations/invitation.schema';
import { hashPassword } from '../../../auth/passwords';
import { hashToken, randomToken } from '../../../auth/tokens';
import { findUserByEmail, insertUserWithHash, type NewUser } from '../../../auth/users';
import { exhaustive } from '../../../../src/domain/enums';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { businessReferrers, businessSettings, clients, passwordResetTokens } from '../../../db/schema';
import { businessSettingsId } from '../../../../src/domain/entities/business-settings.schema';
import { nextVersion } from '../../../db/versions';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { languageFromHeader } from '../../../i18n/translator';
import { invitationMail } from '../../../integrations/mail/templates';
import { enqueueMessages } from '../../../outbox/enqueue';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';

/** The name the invitation mail gives the team: its organisation's, or the business's for the office. */
async function teamName(db: Db, team: Team): Promise<string | undefined> {
  if (team.kind === 'office') {
    const [settings] = await db
      .select({ data: businessSettings.data })
      .from(businessSettings)
      .where(and(eq(businessSettings.id, businessSettingsId), isNull(businessSettings.deletedAt)))
      .limit(1);
    // Before the office has named its business, the mail names the product, as its text does.
    return settings?.data.name ?? 'Fitout';
  }
  const table = team.kind === 'client' ? clients : businessReferrers;
  const id = team.kind === 'client' ? team.clientId : team.referrerId;
  const [row] = await db
    .select({ data: table.data })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return row?.data.name;
}

/** The kind of account a member of the team holds, and its role there (already checked by isTeamRole). */
function accountOf(
  team: Team,
  role: Invitation['role'],
): Omit<NewUser, 'password' | 'email' | 'firstName' | 'lastName'> {
  switch (team.kind) {
    case 'client':
      return { role: 'client', clientId: team.clientId, clientRole: role === 'admin' ? 'admin' : 'agent' };
    case 'referrer':
      return { role: 'business_referrer', businessReferrerId: team.referrerId, businessReferrerRole: role };
    case 'office':
      return { role: 'admin' };
    default:
      return exhaustive(team);
  }
}

/** Two invitations of one address at once: the second meets the unique email and is refused alike. */
async function inviteOnce<T>(invite: () => Promise<T>): Promise<T> {
  try {
    return await invite();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'team/already_member');
    throw error;
  }
}

/**
 * Invites a member to a client's or a referrer's team, or to the office: the account is made with a password nobody
 * knows, and a mail (through the outbox, in the same transaction) carries a link of the reset-token
 * flow to choose one. It needs the network: an account is one email address, which only the
 * server can tell is free.
 */
export const invitationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations',
    {
      preValidation: requireUser,
      schema: { body: invitationSchema, response: { 201: invitationSentSchema } },
    },
    async (request, reply) => {
      const { db, clock, config } = app;
      const invitation = request.body;
      const { team } = invitation;
      // Security: the permission before anything about the team, so a refusal reveals nothing.
      if (!canManageTeam(actorOf(authOf(request)), team)) throw forbidden();
      if (!isTeamRole(team, invitation.role))
        throw new AppError(422, 'validation', [{ loc: ['body', 'role'], msg: 'invalid', type: 'invalid' }]);
      const name = await teamName(db, team);
      if (name === undefined) throw notFound();
      if ((await findUserByEmail(db, invitation.email)) !== undefined)
        throw new AppError(409, 'team/already_member');

      const token = randomToken();
      const now = clock();
      const link = `${config.publicUrl}/reset-password/${token}`;
      const language = languageFromHeader(request.headers['accept-language']);
      // Nobody can sign in with it: the member chooses a password through the link.
      const unusableHash = await hashPassword(randomToken());
      const user = await inviteOnce(() =>
        db.transaction(async (tx) => {
          const created = await insertUserWithHash(
            tx,
            {
              email: invitation.email,
              firstName: invitation.first_name,
              lastName: invitation.last_name,
              ...accountOf(team, invitation.role),
              invited: true,
            },
            unusableHash,
            now,
            await nextVersion(tx),
          );
          await tx.insert(passwordResetTokens).values({
            tokenHash: hashToken(token),
            userId: created.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + invitationLifetimeMs),
          });
          await enqueueMessages(tx, [invitationMail(language, created.email, link, name)], now);
          return created;
        }),
      );
      app.outbox.wake();
      return reply.code(201).send({ user_id: user.id });
    },
  );
};
