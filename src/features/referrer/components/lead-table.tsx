import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useFormatDate } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { leadStatusKeys } from '../lib/lead-status-labels';

/** Leads as a table on wide screens and cards on a phone: who, where they stand, how to reach them. */
export function LeadTable({ label, leads }: { label: string; leads: readonly LocalRow<'leads'>[] }) {
  const { t } = useTranslation('referrer');
  const date = useFormatDate('date');
  return (
    <StackedTable
      label={label}
      columns={[
        t('leads.name'),
        t('leads.status'),
        t('leads.email'),
        t('leads.phone'),
        t('leads.city'),
        t('leads.first_contract'),
      ]}
      rows={leads.map((lead) => ({
        key: lead.id,
        cells: [
          lead.name,
          t(leadStatusKeys[lead.referralStatus]),
          lead.email,
          lead.phone,
          lead.projectAddress.city,
          lead.firstContractAt ? date(lead.firstContractAt) : '',
        ],
      }))}
    />
  );
}
