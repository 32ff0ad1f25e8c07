import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingType } from '../../../domain/enums';
import { useMutate } from '../../../sync/sync-context';
import { setBillingType } from '../actions/project-actions';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { BillingChoice } from './billing-choice';

/** Step 1: buy or rent, with what each means for the payments. */
export function DefineStep({ draft, editable }: { draft: ProjectDraft; editable: boolean }) {
  const { t } = useTranslation('projects');
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  // The choice shows in the task of the click; the stored value takes over once written (or refused).
  const [chosen, setChosen] = useState<BillingType | null>(null);

  async function onChange(value: BillingType) {
    setChosen(value);
    const result = await setBillingType(mutate, draft.project, value);
    setChosen(null);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <BillingChoice
      value={chosen ?? draft.project.billingType}
      disabled={!editable}
      message={message}
      onChange={(value) => void onChange(value)}
    />
  );
}
