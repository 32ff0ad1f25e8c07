import type { UserRole, ClientRole, ReferrerRole } from '../enums';

/** Who runs a mutation. The server builds it from the session (or installer token); never from args. */
export type Actor =
  | {
      kind: 'user';
      userId: string;
      role: UserRole;
      clientId: string | null;
      clientRole: ClientRole | null;
      businessReferrerId: string | null;
      businessReferrerRole: ReferrerRole | null;
    }
  | { kind: 'installer'; purchaseOrderId: string; tokenId: string };

/**
 * The small interface a mutator body is written against. The client implements it over Dexie
 * (optimistic apply), the server over PostgreSQL inside one transaction; the body is the same.
 * Rows are plain objects validated by the entity's zod schema (src/domain/entities).
 */
export interface Transaction {
  readonly actor: Actor;
  /** ISO time: the device clock on the client, the server clock (authoritative) on the server. */
  readonly now: string;
  readonly location: 'client' | 'server';
  /**
   * The business's rental length in months (RENT_MONTHS), which prices a rented quote: set by the
   * server from its config. A device has no authoritative copy and leaves it undefined.
   */
  readonly rentMonths?: number;
  /**
   * The business's VAT rate (VAT_RATE_BP) a new project is quoted at: set by the server from its
   * config. A device leaves it undefined: its optimistic project takes the standard rate until the
   * server's row arrives.
   */
  readonly vatRateBp?: number;
  get(entity: string, id: string): Promise<Record<string, unknown> | undefined>;
  /**
   * Writes a new row. Security: ids come from devices and are not secret, so a create must never
   * reach a row it did not make: refuses with MutatorError('conflict') when the id exists, live or
   * deleted (the server keeps tombstones; a client knows its live rows only), and the server writes
   * it insert-only.
   */
  insert(entity: string, row: Record<string, unknown> & { id: string }): Promise<void>;
  /**
   * Writes a new body over a live row the mutator has read (and authorized); refuses with
   * MutatorError('not_found') when there is none, so a create cannot slip through as an update.
   */
  put(entity: string, row: Record<string, unknown> & { id: string }): Promise<void>;
  delete(entity: string, id: string): Promise<void>;
  /** Rows whose indexed `field` equals `value` (the field must be an index of the entity). */
  query(entity: string, field: string, value: string): Promise<Record<string, unknown>[]>;
  /**
   * A hint before reading or creating many rows of one entity by id: the server then reads them,
   * and whether each id is taken, in one round trip instead of one per row. Optional: the
   * device's stores answer each read at once anyway.
   */
  prefetch?(entity: string, ids: readonly string[]): Promise<void>;
}
