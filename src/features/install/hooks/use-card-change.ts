import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useMutate } from '../../../sync/sync-context';
import { updateCard, type CardPatch } from '../actions/card-actions';

/** A line's card as the installer sees it, with the change a tap asks for and why the last one was refused. */
export function useCardChange(stored: LocalRow<'verificationCards'>) {
  const { t } = useTranslation('install');
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  // The tap shows at once; the row from IndexedDB replaces it when the live query answers (its
  // updatedAt moves), and a refused change simply falls back to the stored row.
  const [optimistic, setOptimistic] = useState<{ patch: CardPatch; basedOn: string } | null>(null);
  const card = optimistic?.basedOn === stored.updatedAt ? { ...stored, ...optimistic.patch } : stored;

  async function change(patch: CardPatch) {
    setOptimistic({ patch, basedOn: stored.updatedAt });
    const result = await updateCard(mutate, card.id, patch, card);
    if (!result.ok) setOptimistic(null);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return { card, message, change };
}
