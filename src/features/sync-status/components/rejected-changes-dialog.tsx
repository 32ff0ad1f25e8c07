import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { mutationLabelKey } from '../../../i18n/mutation-labels';
import { useFormatDate } from '../../../i18n/use-format';
import type { RejectedMutation } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';
import { dismissRejected } from '../../../db/queue';
import { useRejectedMutations } from '../../../db/hooks/use-sync-queue';
import { errorKeys } from '../../../i18n/error-labels';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  data: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  dismiss: { alignSelf: 'flex-start' },
});

/** Shown only when the server refused changes: opens the list with each reason and the data it carried. */
export function RejectedChangesButton() {
  const { t } = useTranslation('sync');
  const rejected = useRejectedMutations();
  if (rejected.loading || rejected.data.length === 0) return null;
  const count = rejected.data.length;
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<WarningRegular />} aria-label={t('rejected.open', { count })}>
          <CounterBadge count={count} color="danger" size="small" />
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('rejected.title')}</DialogTitle>
          <DialogContent>
            <RejectedList rows={rejected.data} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{t('common:actions.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function RejectedList({ rows }: { rows: RejectedMutation[] }) {
  const { t } = useTranslation('sync');
  const styles = useStyles();
  const db = useDatabase();
  const formatDate = useFormatDate('short-date-time');
  return (
    <>
      <Text block>{t('rejected.intro')}</Text>
      <ul className={styles.list}>
        {rows.map((row) => {
          const name = t(mutationLabelKey(row.name));
          const seq = row.seq;
          return (
            <li key={row.seq ?? row.mutationID} className={styles.item}>
              <Text weight="semibold">
                {name}
                {' · '}
                {formatDate(row.createdAt)}
              </Text>
              <Text>
                {t('rejected.reason', {
                  reason: t(errorKeys(row.code).messageKey),
                })}
              </Text>
              <pre className={styles.data} aria-label={t('rejected.data_label')}>
                {JSON.stringify(row.args, null, 2)}
              </pre>
              {seq !== undefined && (
                <Button
                  className={styles.dismiss}
                  aria-label={t('rejected.dismiss_label', { name })}
                  onClick={() => void dismissRejected(db, seq)}
                >
                  {t('rejected.dismiss')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
