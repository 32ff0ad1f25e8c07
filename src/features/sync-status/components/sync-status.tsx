import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSyncRegular,
  CloudArrowUpRegular,
  CloudCheckmarkRegular,
  CloudOffRegular,
  PersonKeyRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../domain/enums';
import { waitingToSend } from '../../../sync/status';
import { useSyncStatus } from '../../../sync/sync-context';
import { useOnline } from '../../../lib/use-online';
import { progressShare, summaryKind, type SummaryKind } from '../lib/status-summary';
import { RejectedChangesButton } from './rejected-changes-dialog';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { SyncDetails } from './sync-details';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  trigger: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', minWidth: 0 },
  label: { '@media (max-width: 767px)': { display: 'none' } },
  progress: { width: '100%' },
});

/** The one word the header shows for each kind; `pending` has plural forms. */
const summaryKeys = {
  needsAuth: 'sync:summary.needsAuth',
  wiped: 'sync:summary.wiped',
  offline: 'sync:summary.offline',
  downloading: 'sync:summary.downloading',
  problem: 'sync:summary.problem',
  pending: 'sync:summary.pending',
  synced: 'sync:summary.synced',
  waiting: 'sync:summary.waiting',
} as const satisfies Record<SummaryKind, string>;

function iconOf(kind: SummaryKind): ReactElement {
  switch (kind) {
    case 'needsAuth':
      return <PersonKeyRegular />;
    case 'wiped':
    case 'problem':
      return <WarningRegular />;
    case 'offline':
      return <CloudOffRegular />;
    case 'downloading':
    case 'waiting':
      return <ArrowSyncRegular />;
    case 'pending':
      return <CloudArrowUpRegular />;
    case 'synced':
      return <CloudCheckmarkRegular />;
    default:
      return exhaustive(kind);
  }
}

/** The header's sync status: one word (an icon on phones), details on click, and what needs the user. */
export function SyncStatus() {
  const { t } = useTranslation('sync');
  const styles = useStyles();
  const status = useSyncStatus();
  const browserOnline = useOnline();
  const kind = summaryKind(status, browserOnline);
  const share = progressShare(status);
  const summary = t(summaryKeys[kind], {
    count: waitingToSend(status),
    percent: Math.round((share ?? 0) * 100),
  });

  return (
    <div className={styles.root}>
      {kind === 'needsAuth' && <SignInAgainDialog pending={waitingToSend(status)} />}
      <RejectedChangesButton />
      <div className={styles.trigger}>
        <Popover withArrow positioning="below-end">
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={iconOf(kind)} aria-label={t('status_label', { summary })}>
              <span className={styles.label}>{summary}</span>
            </Button>
          </PopoverTrigger>
          <PopoverSurface aria-label={t('details_label')}>
            <SyncDetails status={status} online={browserOnline && status.online} />
          </PopoverSurface>
        </Popover>
        {status.progress !== null && (
          <ProgressBar className={styles.progress} value={share} aria-label={t('progress_label')} />
        )}
      </div>
    </div>
  );
}
