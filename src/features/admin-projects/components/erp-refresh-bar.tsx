import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useFormatDate } from '../../../i18n/use-format';
import { describeError } from '../../../lib/describe-error';
import { refreshErpLineStates } from '../../../lib/outbox-api';
import { useOnline } from '../../../lib/use-online';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/** The latest refresh of any version: a regeneration starts a version that was not read yet. */
function lastRefresh(orders: readonly LocalRow<'purchaseOrders'>[]): string | null {
  const times = orders.flatMap((order) => order.erpRefreshedAt ?? []);
  return times.length === 0 ? null : times.reduce((a, b) => (a > b ? a : b));
}

/**
 * "Refresh from the ERP" in the availability step: the server reads the lines' stock states and
 * stores them, and they reach this device (and every other) by sync. It needs the network.
 */
export function ErpRefreshBar({
  projectId,
  orders,
}: {
  projectId: string;
  orders: readonly LocalRow<'purchaseOrders'>[];
}) {
  const { t } = useTranslation(['adminProjects', 'errors', 'common']);
  const styles = useStyles();
  const date = useFormatDate('date-time');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refreshedAt = lastRefresh(orders);

  async function refresh() {
    setBusy(true);
    setError(null);
    try {
      await refreshErpLineStates(projectId);
    } catch (caught) {
      setError(describeError(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.bar}>
      <Button icon={<ArrowSyncRegular />} disabled={!online || busy} onClick={() => void refresh()}>
        {busy ? t('availability.refreshing') : t('availability.refresh')}
      </Button>
      <Text>
        {refreshedAt === null
          ? t('availability.never_refreshed')
          : t('availability.last_refreshed', { date: date(refreshedAt) })}
      </Text>
      {!online && (
        <MessageBar intent="info">
          <MessageBarBody>{t('availability.refresh_offline')}</MessageBarBody>
        </MessageBar>
      )}
      {error !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
