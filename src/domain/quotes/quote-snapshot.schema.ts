import { z } from 'zod';
import { projectOptionKeys } from '../catalogue/services';
import { billingTypes } from '../enums';

const cents = z.number().int().min(-100_000_000_000).max(100_000_000_000);
export const amountsSchema = z.object({ exclVatCents: cents, vatCents: cents, inclVatCents: cents });

const snapshotLineSchema = z.object({
  id: z.uuid(),
  furnitureId: z.uuid().nullable(),
  moduleId: z.uuid().nullable(),
  quantity: z.number().int().min(0).max(10_000),
  unit: amountsSchema,
  amounts: amountsSchema,
  packId: z.uuid().nullable(),
});
export type SnapshotLine = z.infer<typeof snapshotLineSchema>;

const snapshotRoomSchema = z.object({
  id: z.uuid(),
  name: z.string().max(200),
  copies: z.number().int().min(1).max(100),
  lines: z.array(snapshotLineSchema).max(2000),
  amounts: amountsSchema,
});
export type SnapshotRoom = z.infer<typeof snapshotRoomSchema>;

/**
 * The quote as the client read it when signing, every figure from quoteBreakdown (src/domain/pricing):
 * per period (the month when renting) for rooms, lines, packs and services, and the whole `total`.
 * The server rebuilds it from its own rows; a signature is kept only when the two are equal.
 */
export const quoteSnapshotSchema = z.object({
  projectId: z.uuid(),
  quoteNumber: z.string().max(40),
  billingType: z.enum(billingTypes),
  /** The rental's months; null when buying. */
  rentMonths: z.number().int().min(1).max(120).nullable(),
  rooms: z.array(snapshotRoomSchema).max(500),
  packs: z
    .array(
      z.object({
        id: z.uuid(),
        name: z.string().max(200),
        quantity: z.number().int(),
        unit: amountsSchema,
        amounts: amountsSchema,
      }),
    )
    .max(1000),
  services: z
    .array(z.object({ key: z.enum(projectOptionKeys), count: z.number().int(), amounts: amountsSchema }))
    .max(100),
  adjustment: amountsSchema.nullable(),
  vatRates: z.array(z.object({ vatRateBp: z.number().int(), amounts: amountsSchema })).max(100),
  total: amountsSchema,
  monthly: amountsSchema.nullable(),
});
export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;
