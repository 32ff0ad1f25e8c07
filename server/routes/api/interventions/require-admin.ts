import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../http/app-error';
import { authOf, requireUser } from '../../../plugins/auth';

/** Pre-handler of the back-office routes of this area: a signed-in admin, else 401/403. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (authOf(request).principal.role !== 'admin') throw forbidden();
}
