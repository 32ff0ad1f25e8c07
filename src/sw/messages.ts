/**
 * Messages a page may post to the service worker. Kept free of worker globals so the page side
 * (src/app/register-service-worker.ts) can import the same constant.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export type SkipWaitingMessage = { type: typeof SKIP_WAITING };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}
