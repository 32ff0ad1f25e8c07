import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../domain/auth/auth.schema';
import { useEntity } from '../../../db/hooks/use-entity';
import { Page } from '../../../ui/page';
import { useLeads } from '../hooks/use-leads';
import { LeadPurchaseOrderDialog } from './lead-purchase-order-dialog';
import { LeadTable } from './lead-table';
import { RegisterLeadDialog } from './register-lead-dialog';

/** The leads list with registration, for a user attached to its referrer. */
export function MyLeads({ user, referrerId }: { user: CurrentUser; referrerId: string }) {
  const { t } = useTranslation('referrer');
  const { t: tLeads } = useTranslation('leads');
  const leads = useLeads();
  const referrer = useEntity('businessReferrers', referrerId);
  const [registered, setRegistered] = useState<string | null>(null);
  // The menu's side of canAccessPurchaseOrder: the server refuses the read on its own as well.
  const opensOrders = referrer.data?.canAccessPurchaseOrder === true;
  // An admin or a manager sees every lead of its referrer: they are not "mine".
  const seesTeam = user.business_referrer_role === 'admin' || user.business_referrer_role === 'manager';
  const title = seesTeam ? t('leads.title_team') : t('leads.title');
  return (
    <Page title={title}>
      <div>
        <RegisterLeadDialog
          referrerId={referrerId}
          agentId={user._id}
          leads={leads.rows}
          onRegistered={setRegistered}
        />
      </div>
      {registered !== null && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{tLeads('register.done', { name: registered })}</MessageBarBody>
        </MessageBar>
      )}
      {leads.loading ? (
        <Spinner label={t('loading')} />
      ) : leads.rows.length === 0 ? (
        <Text>{t('leads.empty')}</Text>
      ) : (
        <LeadTable
          label={title}
          leads={leads.rows}
          action={
            opensOrders
              ? {
                  title: tLeads('purchase_order.open'),
                  cell: (lead) =>
                    lead.projectId === null ? (
                      ''
                    ) : (
                      <LeadPurchaseOrderDialog leadId={lead.id} leadName={lead.name} />
                    ),
                }
              : undefined
          }
        />
      )}
    </Page>
  );
}
