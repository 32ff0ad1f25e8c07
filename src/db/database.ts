import Dexie, { type EntityTable } from 'dexie';
import type { CurrentUser } from '../domain/auth/auth.schema';

/** Small key-value facts about this device: the signed-in user's mirror, the wipe sentinel, cursors. */
export type MetaRow =
  | { key: 'currentUser'; value: CurrentUser }
  | { key: 'sentinel'; value: { createdAt: string } }
  | { key: string; value: unknown };

export const databaseName = 'fitout';

export class FitoutDatabase extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string = databaseName) {
    super(name);
    this.version(1).stores({ meta: 'key' });
  }
}

export function openDatabase(name?: string): FitoutDatabase {
  return new FitoutDatabase(name);
}
