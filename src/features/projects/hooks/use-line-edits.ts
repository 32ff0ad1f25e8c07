import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useMutate } from '../../../sync/sync-context';
import { changeQuantity, removeLine } from '../actions/line-actions';

/**
 * A furniture line's own changes (its quantity, its removal) with what to say under its quantity
 * field: why the last change was refused, or why an entry is not a quantity.
 */
export function useLineEdits(line: LocalRow<'purchaseOrderLines'>) {
  const { t } = useTranslation('projects');
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  return {
    message,
    refuseEntry: () => setMessage(t('lines.quantity_invalid')),
    setQuantity: async (quantity: number) => {
      const result = await changeQuantity(mutate, line.id, quantity, line.quantity);
      setMessage(result.ok ? undefined : t(result.messageKey));
    },
    remove: async () => {
      const result = await removeLine(mutate, line.id);
      setMessage(result.ok ? undefined : t(result.messageKey));
    },
  };
}
