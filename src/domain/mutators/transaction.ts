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
  get(entity: string, id: string): Promise<Record<string, unknown> | undefined>;
  put(entity: string, row: Record<string, unknown> & { id: string }): Promise<void>;
  delete(entity: string, id: string): Promise<void>;
  /** Rows whose indexed `field` equals `value` (the field must be an index of the entity). */
  query(entity: string, field: string, value: string): Promise<Record<string, unknown>[]>;
}
