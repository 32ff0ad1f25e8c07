import type { z } from 'zod';
import {
  businessReferrerSchema,
  type BusinessReferrer,
} from '../../src/domain/entities/business-referrer.schema';
import { clientSchema, type Client } from '../../src/domain/entities/client.schema';
import type { Tx } from '../db/client';
import { businessReferrers, clients } from '../db/schema';

/** Writes a client row; the body is checked by the shared schema so a bad row never reaches a pull. */
export async function insertClient(
  tx: Tx,
  input: z.input<typeof clientSchema>,
  version: number,
): Promise<Client> {
  const data = clientSchema.parse(input);
  await tx.insert(clients).values({ id: data.id, version, data });
  return data;
}

export async function insertBusinessReferrer(
  tx: Tx,
  input: z.input<typeof businessReferrerSchema>,
  version: number,
): Promise<BusinessReferrer> {
  const data = businessReferrerSchema.parse(input);
  await tx.insert(businessReferrers).values({ id: data.id, version, data });
  return data;
}
