import { useState, type FormEvent } from 'react';
import { useChangeSent } from '../sync/sync-context';
import type { ActionResult, FieldKeys } from './action-result';

/**
 * A form over a stored row: `stored` (the row as a form) until the user types, then what was typed
 * until it is saved; after a save the stored row speaks again, so a change from another device
 * shows. With the last save's outcome, its refused fields, and whether the server has it.
 */
export function useStoredForm<F>(stored: F, save: (form: F) => Promise<ActionResult>) {
  const [typed, setTyped] = useState<F | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const sent = useChangeSent(result?.ok ? result.mutationID : undefined);
  const form = typed ?? stored;
  const fields: FieldKeys = result?.ok === false ? result.fields : {};

  function change(next: F) {
    setTyped(next);
    setResult(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await save(form);
    setResult(outcome);
    if (outcome.ok) setTyped(null);
  }

  return { form, result, fields, sent, change, submit };
}
