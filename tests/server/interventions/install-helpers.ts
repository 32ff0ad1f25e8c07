import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Intervention, VerificationCard } from '../../../src/domain/entities/intervention.schema';
import {
  installerLinkCreatedSchema,
  type InstallerLinkCreated,
} from '../../../src/domain/interventions/installer-link.schema';
import { protocolVersion, type Mutation, type PushResponse } from '../../../src/domain/sync/protocol.schema';
import { interventions, verificationCards } from '../../../server/db/schema';
import type { TestApp } from '../support/test-app';

export interface PurchaseOrder {
  id: string;
  intervention: Intervention;
  cards: VerificationCard[];
}

/** The seeded purchase orders still in verification (each has an intervention and its cards). */
export async function purchaseOrdersInVerification(env: TestApp): Promise<PurchaseOrder[]> {
  const rows = await env.db
    .select({ data: interventions.data })
    .from(interventions)
    .where(isNull(interventions.deletedAt))
    .orderBy(asc(interventions.id));
  const orders: PurchaseOrder[] = [];
  for (const { data } of rows) {
    if (data.step !== 'verification') continue;
    orders.push({ id: data.projectId, intervention: data, cards: await cardsOf(env, data.id) });
  }
  return orders;
}

/** A freshly seeded app with the admin signed in and the first two purchase orders in verification. */
export async function freshOrders(
  env: TestApp,
): Promise<{ admin: string; order: PurchaseOrder; other: PurchaseOrder }> {
  await env.reset();
  const admin = await env.login('admin@fitout.test');
  const [order, other] = await purchaseOrdersInVerification(env);
  if (!order || !other) throw new Error('the seed has fewer than two purchase orders in verification');
  return { admin, order, other };
}

export async function cardsOf(env: TestApp, interventionId: string): Promise<VerificationCard[]> {
  const rows = await env.db
    .select({ data: verificationCards.data })
    .from(verificationCards)
    .where(and(eq(verificationCards.interventionId, interventionId), isNull(verificationCards.deletedAt)))
    .orderBy(asc(verificationCards.id));
  return rows.map((row) => row.data);
}

export async function cardOf(env: TestApp, id: string): Promise<VerificationCard> {
  const [row] = await env.db
    .select({ data: verificationCards.data })
    .from(verificationCards)
    .where(eq(verificationCards.id, id));
  if (row === undefined) throw new Error(`card ${id} missing`);
  return row.data;
}

export async function createLink(
  env: TestApp,
  adminToken: string,
  purchaseOrderId: string,
): Promise<InstallerLinkCreated> {
  const response = await env.app.inject({
    method: 'POST',
    url: `/api/v1/interventions/${purchaseOrderId}/links`,
    headers: env.as(adminToken),
  });
  expect(response.statusCode, response.body).toBe(201);
  return installerLinkCreatedSchema.parse(response.json());
}

export function installerHeaders(link: { token: string }, purchaseOrderId: string) {
  return { 'x-installation-token': link.token, 'x-purchase-order-id': purchaseOrderId };
}

export function mutationAt(
  id: number,
  name: string,
  args: unknown,
  createdAt = '2026-03-02T09:00:00.000Z',
): Mutation {
  return { id, name, args, createdAt };
}

export function installerPush(
  env: TestApp,
  headers: Record<string, string>,
  clientID: string,
  mutations: Mutation[],
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers,
    payload: { clientID, protocolVersion, mutations },
  });
}

export function installerPull(
  env: TestApp,
  headers: Record<string, string>,
  clientID: string,
  cookie: string | null,
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers,
    payload: { clientID, protocolVersion, cookie, limit: 10_000 },
  });
}

/** Bytes that stand for a JPEG photo: its signature, then filler. */
export function photoBytes(seed: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(seed.repeat(500))]);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Pushes, as the installer's device does before uploading the bytes, the row of a JPEG photo of a card. */
export async function declarePhoto(
  env: TestApp,
  headers: Record<string, string>,
  photo: { id: string; cardId: string; bytes: Buffer },
  mutationId = 1,
): Promise<void> {
  const response = await installerPush(env, headers, 'install-device-photos', [
    mutationAt(mutationId, 'attachmentCreate', {
      id: photo.id,
      ownerEntity: 'verificationCard',
      ownerId: photo.cardId,
      fileName: 'probleme.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: photo.bytes.length,
      width: 1600,
      height: 1200,
      sha256: sha256(photo.bytes),
    }),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<PushResponse>().results[0]?.status).toBe('applied');
}

export function uploadPhoto(
  env: TestApp,
  headers: Record<string, string>,
  id: string,
  bytes: Buffer,
  type = 'image/jpeg',
) {
  return env.app.inject({
    method: 'PUT',
    url: `/api/v1/attachments/${id}/content`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });
}
