import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, signupSchema } from '../../../../src/domain/auth/auth.schema';
import { uuidv7 } from '../../../../src/domain/ids';
import { hashPassword } from '../../../auth/passwords';
import { createSession } from '../../../auth/sessions';
import { findUserByEmail, insertUserWithHash } from '../../../auth/users';
import { isUniqueViolation } from '../../../db/errors';
import { nextVersion } from '../../../db/versions';
import { AppError } from '../../../http/app-error';
import { insertClient } from '../../../organisations/repository';

/** Sign-up makes an individual (B2C) client whose admin is the new user, then signs them in. */
export const signupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    { schema: { body: signupSchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const { db, clock } = app;
      const body = request.body;
      if ((await findUserByEmail(db, body.email)) !== undefined) throw new AppError(409, 'auth/email_taken');
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const version = await nextVersion(tx);
          const client = await insertClient(
            tx,
            {
              id: uuidv7(now.getTime()),
              createdAt: now.toISOString(),
              updatedAt: now.toISOString(),
              name: `${body.first_name} ${body.last_name}`,
              email: body.email,
              phone: body.phone_number,
              billingAddress: {},
              isCompany: false,
            },
            version,
          );
          const user = await insertUserWithHash(
            tx,
            {
              email: body.email,
              firstName: body.first_name,
              lastName: body.last_name,
              phoneNumber: body.phone_number,
              role: 'client',
              clientId: client.id,
              clientRole: 'admin',
            },
            passwordHash,
            now,
            version,
          );
          for (const hook of app.signupHooks) {
            await hook({
              tx,
              userId: user.id,
              clientId: client.id,
              trialProjectId: body.trial_project_id,
              trialSubmit:
                body.trial_submit === undefined
                  ? undefined
                  : { acknowledgedWarnings: body.trial_submit.acknowledged_warnings },
              version,
              now,
            });
          }
          return user.id;
        });
      } catch (error) {
        // Two sign-ups with one email at once: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(error)) throw new AppError(409, 'auth/email_taken');
        throw error;
      }
      const token = await createSession(db, userId, now, request.headers['user-agent']);
      return reply.code(201).send({ access_token: token, token_type: 'bearer' });
    },
  );
};
