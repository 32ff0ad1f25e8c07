import { z } from 'zod';
import { countries } from '../enums';

/**
 * Fields every synced row carries in its body. The server adds `version` (its change sequence) and
 * `deletedAt` (tombstone) as row metadata; they are not part of what a mutator writes.
 */
export const rowBaseSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const addressSchema = z.object({
  street: z.string().max(200).default(''),
  number: z.string().max(20).default(''),
  zipCode: z.string().max(20).default(''),
  city: z.string().max(100).default(''),
  country: z.enum(countries).default('FR'),
  apartmentNumber: z.string().max(20).default(''),
  floor: z.string().max(20).default(''),
  hasElevator: z.boolean().default(false),
  hasEasyAccess: z.boolean().default(false),
  notes: z.string().max(2000).default(''),
});
export type Address = z.infer<typeof addressSchema>;

/** Money is always an integer amount of cents. */
export const centsSchema = z.number().int().min(0).max(1_000_000_000);
