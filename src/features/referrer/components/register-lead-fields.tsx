import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import type { LeadDraft } from '../lib/lead-draft';
import { LeadAddressFields } from './lead-address-fields';

/**
 * The lead's fields, each with its message, and the leads it may repeat (same email or phone) named
 * between the contact fields and the addresses.
 */
export function RegisterLeadFields({
  draft,
  onChange,
  fieldMessage,
  duplicates,
}: {
  draft: LeadDraft;
  onChange: (patch: Partial<LeadDraft>) => void;
  fieldMessage: (field: string) => string | undefined;
  duplicates: readonly LocalRow<'leads'>[];
}) {
  const { t } = useTranslation('leads');
  return (
    <>
      <TextField
        label={t('fields.name')}
        value={draft.name}
        onChange={(name) => onChange({ name })}
        message={fieldMessage('name')}
        required
        autoComplete="off"
      />
      <TextField
        label={t('fields.email')}
        type="email"
        value={draft.email}
        onChange={(email) => onChange({ email })}
        message={fieldMessage('email')}
        autoComplete="off"
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        value={draft.phone}
        onChange={(phone) => onChange({ phone })}
        message={fieldMessage('phone')}
        autoComplete="off"
      />
      {duplicates.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('register.duplicates', { names: duplicates.map((lead) => lead.name).join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
      <LeadAddressFields
        legend={t('sections.lead_address')}
        value={draft.leadAddress}
        onChange={(leadAddress) => onChange({ leadAddress })}
      />
      <LeadAddressFields
        legend={t('sections.project_address')}
        value={draft.projectAddress}
        onChange={(projectAddress) => onChange({ projectAddress })}
      />
      <DateField
        label={t('fields.first_contract')}
        value={draft.firstContract}
        onChange={(firstContract) => onChange({ firstContract })}
        message={fieldMessage('firstContractAt')}
      />
    </>
  );
}
