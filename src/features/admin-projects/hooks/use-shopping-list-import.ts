import { useState } from 'react';
import type { Project } from '../../../domain/entities/project.schema';
import type { ShoppingListSupplier } from '../../../domain/shopping-list/supplier-link';
import { fromRequestError } from '../../../lib/action-result';
import { fetchShoppingListSupplier } from '../../../lib/shopping-list-api';
import { useMutate } from '../../../sync/sync-context';
import {
  importShoppingListItems,
  loadShoppingList,
  needsNetworkKey,
  rememberListUrl,
  type ImportCounts,
} from '../actions/import-shopping-list';

/** Where an import is: the spec's "loading", the lines being added, "Finished parsing" or the error. */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'finished'; counts: ImportCounts }
  | { kind: 'failed'; messageKey: string };

/** The project the list goes into: its id, VAT rate and shopping list URL. */
export type ImportedProject = Pick<Project, 'id' | 'vatRateBp' | 'shoppingListUrl'>;

/**
 * The import dialog's state: the supplier whose links it accepts (asked once the dialog opens),
 * the link field's message, and the phase of the running import.
 */
export function useShoppingListImport(project: ImportedProject) {
  const mutate = useMutate();
  const [supplier, setSupplier] = useState<ShoppingListSupplier | null>(null);
  const [fieldKey, setFieldKey] = useState<string | undefined>();
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });

  async function knownSupplier(): Promise<ShoppingListSupplier | string> {
    if (supplier !== null) return supplier;
    try {
      const found = await fetchShoppingListSupplier();
      setSupplier(found);
      return found;
    } catch (error) {
      return fromRequestError(error, { offline: needsNetworkKey }).messageKey;
    }
  }

  /** Asks the server for the supplier when the dialog opens, so its hint shows before typing. */
  function prepare() {
    setFieldKey(undefined);
    setPhase({ kind: 'idle' });
    void knownSupplier();
  }

  async function run(url: string, roomId: string) {
    setFieldKey(undefined);
    setPhase({ kind: 'loading' });
    const accepted = await knownSupplier();
    if (typeof accepted === 'string') return setPhase({ kind: 'failed', messageKey: accepted });
    const loaded = await loadShoppingList(url, accepted);
    if (!loaded.ok) {
      const urlKey = loaded.fields.url;
      setFieldKey(urlKey);
      return setPhase(
        urlKey === undefined ? { kind: 'failed', messageKey: loaded.messageKey } : { kind: 'idle' },
      );
    }
    const { items } = loaded.list;
    setPhase({ kind: 'importing', done: 0, total: items.length });
    const counts = await importShoppingListItems(
      mutate,
      { roomId, vatRateBp: project.vatRateBp, supplier: accepted.name },
      items,
      (done) => setPhase({ kind: 'importing', done, total: items.length }),
    );
    if (counts.matched + counts.created > 0) await rememberListUrl(mutate, project, url);
    setPhase({ kind: 'finished', counts });
  }

  return { supplier, fieldKey, phase, prepare, run };
}
