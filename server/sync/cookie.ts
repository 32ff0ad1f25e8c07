import { z } from 'zod';

/** Where a pull stopped: the last (version, entity, id) delivered, in the order pulls read. */
export const cursorSchema = z.object({
  version: z.number().int().nonnegative(),
  entity: z.string().max(64),
  id: z.union([z.literal(''), z.uuid()]),
});
export type Cursor = z.infer<typeof cursorSchema>;

const cookieSchema = z.object({
  v: z.literal(1),
  cursor: cursorSchema,
  scope: z.string().max(64),
  /** Rows left when this cookie was made, while paging: the next page's estimate. */
  remaining: z.number().int().nonnegative().optional(),
  /**
   * The last committed version (sync_state) the page that made this cookie read, when it was the
   * last page: while that is still the last version, nothing has changed (see pull.ts).
   */
  at: z.number().int().nonnegative().optional(),
});
export type PullCookie = z.infer<typeof cookieSchema>;

export const startCursor: Cursor = { version: 0, entity: '', id: '' };

/** Opaque to clients (base64url JSON); never trusted beyond its shape: a bad one means "from zero". */
export function encodeCookie(cookie: Omit<PullCookie, 'v'>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...cookie })).toString('base64url');
}

export function decodeCookie(raw: string | null): PullCookie | null {
  if (raw === null) return null;
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
