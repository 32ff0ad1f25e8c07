import { useState } from 'react';
import type { LocalRow } from '../../../db/database';
import { manualStockRefusal } from '../../../domain/access';
import { errorKeys } from '../../../i18n/error-labels';
import { useMutate } from '../../../sync/sync-context';
import { recordUnavailability } from '../actions/office-actions';
import {
  unavailabilityArgs,
  unavailabilityForm,
  type UnavailabilityForm,
} from '../lib/unavailability-choice';

/**
 * The unavailability dialog's state: open or not, the office's choice, and what to say, under the
 * form (`messageKey`) or under the certification box (`certificationKey`). Opening or closing starts
 * again from what the line recorded.
 */
export function useUnavailabilityForm(line: LocalRow<'purchaseOrderLines'>) {
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<UnavailabilityForm>(() => unavailabilityForm(line));
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [certificationKey, setCertificationKey] = useState<string | null>(null);

  function reset(nextOpen: boolean) {
    setOpen(nextOpen);
    setForm(unavailabilityForm(line));
    setMessageKey(null);
    setCertificationKey(null);
  }

  async function submit() {
    const chosen = unavailabilityArgs(line, form);
    if (typeof chosen === 'string') {
      setMessageKey(chosen);
      return;
    }
    const refusal = manualStockRefusal(chosen);
    if (refusal !== null) {
      setCertificationKey(errorKeys(refusal).messageKey);
      return;
    }
    const result = await recordUnavailability(mutate, chosen);
    if (result.ok) setOpen(false);
    else setMessageKey(result.messageKey);
  }

  return {
    open,
    form,
    messageKey,
    certificationKey,
    reset,
    submit,
    /** Any change to the choice (kind, quantity, furniture): the message it answered no longer stands. */
    change(patch: Partial<UnavailabilityForm>) {
      setForm((current) => ({ ...current, ...patch }));
      setMessageKey(null);
    },
    certify(certified: boolean) {
      setForm((current) => ({ ...current, certified }));
      setCertificationKey(null);
    },
  };
}
