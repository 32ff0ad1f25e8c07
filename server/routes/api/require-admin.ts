import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../../../src/domain/access';
import { forbidden } from '../../http/app-error';
import { actorOf, authOf, requireUser } from '../../plugins/auth';

/** Pre-handler of the back-office routes: a signed-in admin, else 401/403. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isAdmin(actorOf(authOf(request)))) throw forbidden();
}
