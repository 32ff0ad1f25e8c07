import { Button, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { DocumentTableRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadPurchaseOrder } from '../../../domain/leads/lead-purchase-order.schema';
import { fromRequestError } from '../../../lib/action-result';
import { fetchLeadPurchaseOrder } from '../../../lib/leads-api';
import { StackedTable } from '../../../ui/stacked-table';
import { ViewDialog } from '../../../ui/view-dialog';

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; order: LeadPurchaseOrder }
  | { status: 'failed'; messageKey: string };

/** The dialog's own words for why the order cannot be shown. */
function failureKey(error: unknown): string {
  return fromRequestError(error, {
    offline: 'leads:purchase_order.offline',
    codes: {
      'auth/forbidden': 'leads:purchase_order.forbidden',
      not_found: 'leads:purchase_order.not_found',
      internal: 'leads:purchase_order.failed',
    },
  }).messageKey;
}

function PurchaseOrderContent({ leadId }: { leadId: string }) {
  const { t } = useTranslation('leads');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchLeadPurchaseOrder(leadId, controller.signal).then(
      (order) => setLoad({ status: 'loaded', order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', messageKey: failureKey(error) });
      },
    );
    return () => controller.abort();
  }, [leadId]);
  if (load.status === 'loading') return <Spinner label={t('loading')} />;
  if (load.status === 'failed')
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t(load.messageKey)}</MessageBarBody>
      </MessageBar>
    );
  const { order } = load;
  return (
    <>
      <Text>{t('purchase_order.read_only')}</Text>
      <Text weight="semibold">{order.project.name}</Text>
      {order.lines.length === 0 ? (
        <Text>{t('purchase_order.empty')}</Text>
      ) : (
        <StackedTable
          label={t('purchase_order.lines')}
          columns={[t('purchase_order.item'), t('purchase_order.room'), t('purchase_order.quantity')]}
          rows={order.lines.map((line) => ({
            key: line.id,
            cells: [line.item, line.room, String(line.quantity)],
          }))}
        />
      )}
    </>
  );
}

/**
 * A lead's purchase order, read only, loaded from the server when opened: the server decides, on
 * the referrer's canAccessPurchaseOrder, whether the caller may read it.
 */
export function LeadPurchaseOrderDialog({ leadId, leadName }: { leadId: string; leadName: string }) {
  const { t } = useTranslation('leads');
  const [open, setOpen] = useState(false);
  return (
    <ViewDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button icon={<DocumentTableRegular />} aria-label={t('purchase_order.title', { name: leadName })}>
          {t('purchase_order.open')}
        </Button>
      }
      title={t('purchase_order.title', { name: leadName })}
      // The lines hold no control of their own: the content takes the focus to scroll a long order.
      focusableContent
    >
      {open && <PurchaseOrderContent leadId={leadId} />}
    </ViewDialog>
  );
}
