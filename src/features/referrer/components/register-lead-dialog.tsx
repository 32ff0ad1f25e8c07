import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { uuidv7 } from '../../../domain/ids';
import { duplicateLeads } from '../../../domain/leads';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { FormDialog } from '../../../ui/form-dialog';
import { registerLead } from '../actions/register-lead';
import { emptyLeadDraft, leadFields, phoneDigits, type LeadDraft } from '../lib/lead-draft';
import { RegisterLeadFields } from './register-lead-fields';

/**
 * "Register a lead" and its form: name, email, phone, both addresses, first contract. A lead the
 * device already holds with the same email or phone is named before saving (a warning, not a
 * refusal). Saved on the device at once, synced when the network allows.
 */
export function RegisterLeadDialog({
  referrerId,
  agentId,
  leads,
  onRegistered,
}: {
  referrerId: string;
  agentId: string;
  leads: readonly LocalRow<'leads'>[];
  onRegistered: (name: string) => void;
}) {
  const { t } = useTranslation('leads');
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<LeadDraft>(emptyLeadDraft);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const change = (patch: Partial<LeadDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const duplicates = useMemo(
    () => duplicateLeads(leads, { email: draft.email, phone: phoneDigits(draft.phone) }),
    [leads, draft.email, draft.phone],
  );
  const fieldMessage = (field: string) => {
    const key = result.ok ? undefined : result.fields[field];
    return key === undefined ? undefined : t(key, { defaultValue: t('validation:invalid') });
  };

  const submit = async () => {
    const outcome = await registerLead(mutate, {
      id: uuidv7(),
      businessReferrerId: referrerId,
      agentId,
      ...leadFields(draft),
    });
    setResult(outcome);
    if (!outcome.ok) return;
    onRegistered(draft.name.trim());
    setDraft(emptyLeadDraft);
    setOpen(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setResult({ ok: true });
      }}
      trigger={
        <Button appearance="primary" icon={<PersonAddRegular />}>
          {t('register.open')}
        </Button>
      }
      title={t('register.title')}
      submitLabel={t('register.submit')}
      onSubmit={submit}
    >
      {!result.ok && (
        <MessageBar intent="error">
          <MessageBarBody>
            {/* A field to fix says which; anything else reads as spec section 8's sign-up error. */}
            {Object.keys(result.fields).length > 0 ? t(formMessageKey(result)) : t('register.error')}
          </MessageBarBody>
        </MessageBar>
      )}
      <RegisterLeadFields
        draft={draft}
        onChange={change}
        fieldMessage={fieldMessage}
        duplicates={duplicates}
      />
    </FormDialog>
  );
}
