import { DeliveryError } from '../../outbox/delivery-error';
import { airtableProjectSchema, type AirtableProject } from '../../outbox/messages';
import type { Deliver } from '../../outbox/worker';
import { sendJson } from '../http-json';
import type { RateLimiter } from './rate-limiter';

export interface AirtableOptions {
  /** `https://api.airtable.com` in production; tests point it at their fake. */
  url: string;
  token: string;
  baseId: string;
  table: string;
  /** The field that holds the operation number, on which records are merged. */
  mergeField: string;
  timeoutMs: number;
}

/** Airtable asks clients that get a 429 to wait 30 seconds before the next call. */
const airtableCoolDownMs = 30_000;

/**
 * Upserts the project's card: `PATCH /v0/{baseId}/{table}` with `performUpsert` merging on the
 * operation number, so sending it twice updates the same record instead of adding one.
 */
export function createAirtableClient(options: AirtableOptions, limiter: RateLimiter) {
  const url = `${options.url.replace(/\/+$/, '')}/v0/${encodeURIComponent(options.baseId)}/${encodeURIComponent(options.table)}`;
  return {
    async upsertProject(project: AirtableProject, idempotencyKey: string): Promise<void> {
      if (project.operationNumber.trim() === '') {
        throw new DeliveryError('the project has no operation number to find its Airtable card by', {
          permanent: true,
        });
      }
      // Hand the message back rather than hold its claim through the receiver's pause.
      const paused = limiter.pausedForMs();
      if (paused > 0) throw new DeliveryError('Airtable asked to wait (429)', { retryAfterMs: paused });
      await limiter.take();
      try {
        await sendJson(
          {
            method: 'PATCH',
            url,
            headers: { authorization: `Bearer ${options.token}` },
            body: {
              performUpsert: { fieldsToMergeOn: [options.mergeField] },
              records: [{ fields: { ...project.fields, [options.mergeField]: project.operationNumber } }],
              typecast: true,
            },
            timeoutMs: options.timeoutMs,
            idempotencyKey,
          },
          airtableCoolDownMs,
        );
      } catch (error) {
        if (error instanceof DeliveryError && error.retryAfterMs !== null)
          limiter.pauseFor(error.retryAfterMs);
        throw error;
      }
    },
  };
}

export function airtableTarget(client: ReturnType<typeof createAirtableClient>): Deliver {
  return async (message) => {
    if (message.kind !== 'airtable.upsertProject') {
      throw new DeliveryError(`not an Airtable message: ${message.kind}`, { permanent: true });
    }
    await client.upsertProject(airtableProjectSchema.parse(message.payload), message.id);
  };
}
