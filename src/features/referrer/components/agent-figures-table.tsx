import { useTranslation } from 'react-i18next';
import type { LeadFigures } from '../../../domain/leads';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { leadStatusKeys } from '../lib/lead-status-labels';

/** The dashboard's figures of each agent, a row each; the office's own leads under "no agent". */
export function AgentFiguresTable({
  byAgent,
  agents,
}: {
  byAgent: readonly { agentId: string | null; figures: LeadFigures }[];
  agents: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('referrer');
  const money = useFormatMoney();
  const percent = useFormatNumber(0);
  return (
    <StackedTable
      label={t('dashboard.by_agent')}
      columns={[
        t('dashboard.agent'),
        t('dashboard.lead_count'),
        t(leadStatusKeys.referred),
        t('dashboard.conversion'),
        t('dashboard.signed_value'),
      ]}
      rows={byAgent.map(({ agentId, figures: agent }) => ({
        key: agentId ?? 'office',
        cells: [
          (agentId && agents.get(agentId)) || t('dashboard.no_agent'),
          String(agent.total),
          String(agent.byStatus.referred),
          `${percent(agent.conversion * 100)} %`,
          money(agent.signedValueCents),
        ],
      }))}
    />
  );
}
