import { z } from 'zod';

/** Spec section 4: an installation link is valid 48 hours from its creation (server clock). */
export const installerLinkLifetimeMs = 48 * 60 * 60 * 1000;

/**
 * How an installer request authenticates (sync push/pull, attachments, install-session): both
 * headers, so a token can never be replayed against another purchase order. Lower case, as Node
 * exposes them.
 */
export const installationTokenHeader = 'x-installation-token';
export const purchaseOrderIdHeader = 'x-purchase-order-id';

export const installerLinkStatuses = ['active', 'expired', 'revoked'] as const;
export type InstallerLinkStatus = (typeof installerLinkStatuses)[number];

export const purchaseOrderParamsSchema = z.object({ purchaseOrderId: z.uuid() });
export const installerLinkParamsSchema = z.object({ purchaseOrderId: z.uuid(), linkId: z.uuid() });

/** `POST /api/v1/interventions/{purchaseOrderId}/links` (admin): the only time the token is shown. */
export const installerLinkCreatedSchema = z.object({
  id: z.uuid(),
  /** `${PUBLIC_URL}/install/{purchaseOrderId}/{token}` */
  url: z.string(),
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InstallerLinkCreated = z.infer<typeof installerLinkCreatedSchema>;

/** One link as `GET .../links` lists it (admin): never the token, which is stored hashed. */
export const installerLinkSchema = z.object({
  id: z.uuid(),
  purchaseOrderId: z.uuid(),
  createdById: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  /** Computed with the server clock at the time of the request. */
  status: z.enum(installerLinkStatuses),
});
export type InstallerLink = z.infer<typeof installerLinkSchema>;

export const installerLinkListSchema = z.object({ links: z.array(installerLinkSchema) });
export type InstallerLinkList = z.infer<typeof installerLinkListSchema>;

/** `GET /api/v1/interventions/install-session` with the installer headers: the page's first check. */
export const installSessionSchema = z.object({
  purchaseOrderId: z.uuid(),
  /** The link's id: the `tokenId` of the installer actor the page runs mutators as. */
  linkId: z.uuid(),
  expiresAt: z.iso.datetime(),
  projectName: z.string(),
});
export type InstallSession = z.infer<typeof installSessionSchema>;
