import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationCard } from '../../../domain/entities/intervention.schema';
import { verifiesInBulk } from '../../../domain/mutators/verification-cards-verify-room';
import { useMutate } from '../../../sync/sync-context';
import { restoreCards, verifyRoom } from '../actions/card-actions';
import type { InstallRoomData } from './use-install-data';

/** "Verify all" of one room and its Undo, with what the last one changed and why a step was refused. */
export function useVerifyRoom(interventionId: string, data: InstallRoomData) {
  const { t } = useTranslation('install');
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  // The cards the last "verify all" changed, as they were: what Undo gives back.
  const [verified, setVerified] = useState<{ before: VerificationCard[]; kept: number } | null>(null);

  async function onVerifyAll() {
    const cards = data.items.map((item) => item.card);
    const before = cards.filter(verifiesInBulk);
    const kept = cards.filter((card) => card.problemStatus !== 'none').length;
    const result = await verifyRoom(mutate, interventionId, data.room.id);
    setMessage(result.ok ? undefined : t(result.messageKey));
    setVerified(result.ok ? { before, kept } : null);
  }

  async function onUndo() {
    if (verified === null) return;
    const result = await restoreCards(mutate, verified.before);
    setMessage(result.ok ? undefined : t(result.messageKey));
    setVerified(null);
  }

  return { message, verified, onVerifyAll, onUndo };
}
