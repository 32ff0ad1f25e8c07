import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { prefillFurniture as requestPrefill } from '../../../lib/catalogue-api';
import { prefillFurniture } from '../actions/prefill-action';
import type { FurnitureDraft } from '../lib/furniture-draft';

/** The pre-fill button's state: running, the failure message, and the action itself. */
export function usePrefill(
  draft: FurnitureDraft,
  setDraft: Dispatch<SetStateAction<FurnitureDraft>>,
  vatRateBp: number,
): { busy: boolean; failed: string | undefined; run: () => void } {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);
  const [failedKey, setFailedKey] = useState<string | undefined>();
  const run = () => {
    setBusy(true);
    setFailedKey(undefined);
    void prefillFurniture(requestPrefill, draft, vatRateBp).then((result) => {
      setBusy(false);
      // Fields typed while the page was read win over what it found.
      if (result.ok) setDraft((current) => ({ ...result.draft, ...typedSince(draft, current) }));
      else setFailedKey(result.messageKey);
    });
  };
  return { busy, failed: failedKey === undefined ? undefined : t(failedKey), run };
}

function typedSince(before: FurnitureDraft, now: FurnitureDraft): Partial<FurnitureDraft> {
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => before[key as keyof FurnitureDraft] !== value),
  ) as Partial<FurnitureDraft>;
}
