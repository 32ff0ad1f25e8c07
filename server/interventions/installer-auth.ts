import type { FastifyRequest } from 'fastify';
import { uuidPattern } from '../../src/domain/ids';
import {
  installationTokenHeader,
  purchaseOrderIdHeader,
} from '../../src/domain/interventions/installer-link.schema';
import type { Actor } from '../../src/domain/mutators/transaction';
import { AppError } from '../http/app-error';
import { actorOf, authOf, guardCredential, requireUser } from '../plugins/auth';
import { checkInstallerToken, type LinkCheck } from './installer-links';

/** An installer request accepted by `requireInstaller`: one link, one purchase order. */
export interface InstallerContext {
  linkId: string;
  purchaseOrderId: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireInstaller` (or `requireSyncCaller` for an installer); null otherwise. */
    installer: InstallerContext | null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Whether the request presents installer credentials (either header), rather than a session. */
export function hasInstallerHeaders(request: FastifyRequest): boolean {
  return (
    headerValue(request, installationTokenHeader) !== undefined ||
    headerValue(request, purchaseOrderIdHeader) !== undefined
  );
}

/**
 * Checks the installer headers, or given values (the SSE stream takes them from its query). Answers
 * 401 with the link's own code (invalid, expired, revoked) so the page can say which.
 */
export async function authenticateInstaller(
  request: FastifyRequest,
  token = headerValue(request, installationTokenHeader),
  purchaseOrderId = headerValue(request, purchaseOrderIdHeader),
): Promise<InstallerContext> {
  if (token === undefined) throw new AppError(401, 'install/link_invalid');
  const check = await guardCredential(
    request,
    async (): Promise<LinkCheck> =>
      purchaseOrderId === undefined || !uuidPattern.test(purchaseOrderId)
        ? { ok: false, code: 'install/link_invalid' }
        : checkInstallerToken(request.server.db, token, purchaseOrderId, request.server.clock()),
    (result) => result.ok,
  );
  if (!check.ok) throw new AppError(401, check.code);
  return { linkId: check.linkId, purchaseOrderId: check.purchaseOrderId, expiresAt: check.expiresAt };
}

/** `preValidation` hook of installer-only routes (install-session). */
export async function requireInstaller(request: FastifyRequest): Promise<void> {
  request.installer = await authenticateInstaller(request);
}

/**
 * `preValidation` hook of the routes an installer shares with signed-in users (sync, attachments): installer
 * headers make it an installer request, else it needs a session. Every other route uses
 * `requireUser`, which never looks at these headers, so the token opens nothing else.
 */
export async function requireUserOrInstaller(request: FastifyRequest): Promise<void> {
  if (hasInstallerHeaders(request)) {
    request.installer = await authenticateInstaller(request);
    return;
  }
  await requireUser(request);
}

export function installerActor(installer: InstallerContext): Actor {
  return { kind: 'installer', purchaseOrderId: installer.purchaseOrderId, tokenId: installer.linkId };
}

export interface SyncCaller {
  actor: Actor;
  /** Who the device's sync queue belongs to: the user, or the purchase order for an installer. */
  ownerId: string;
}

/** The caller of a route guarded by `requireUserOrInstaller`. */
export function syncCallerOf(request: FastifyRequest): SyncCaller {
  if (request.installer !== null)
    return { actor: installerActor(request.installer), ownerId: request.installer.purchaseOrderId };
  const auth = authOf(request);
  return { actor: actorOf(auth), ownerId: auth.principal.userId };
}
