import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { LocalRow } from '../../../db/database';
import { useFormatDate } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { leadStatusKeys } from '../lib/lead-status-labels';

/**
 * Leads as a table on wide screens and cards on a phone: who, where they stand, how to reach them;
 * `action` adds a last column (the purchase order, when the lead may open one).
 */
export function LeadTable({
  label,
  leads,
  action,
}: {
  label: string;
  leads: readonly LocalRow<'leads'>[];
  action?: { title: string; cell: (lead: LocalRow<'leads'>) => ReactNode };
}) {
  const { t } = useTranslation('referrer');
  const date = useFormatDate('date');
  const columns = [
    t('leads.name'),
    t('leads.status'),
    t('leads.email'),
    t('leads.phone'),
    t('leads.city'),
    t('leads.first_contract'),
  ];
  return (
    <StackedTable
      label={label}
      columns={action ? [...columns, action.title] : columns}
      rows={leads.map((lead) => {
        const cells: ReactNode[] = [
          lead.name,
          t(leadStatusKeys[lead.referralStatus]),
          lead.email,
          lead.phone,
          lead.projectAddress.city,
          lead.firstContractAt ? date(lead.firstContractAt) : '',
        ];
        return { key: lead.id, cells: action ? [...cells, action.cell(lead)] : cells };
      })}
    />
  );
}
