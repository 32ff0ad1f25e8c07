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
import { useRoomLabel } from '../../../i18n/room-labels';
import { mutationLabelKey } from '../../../i18n/mutation-labels';
import { useFormatDate, useFormatMoney } from '../../../i18n/use-format';
import type { RejectedMutation } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';
import type { ChangeSubject } from '../../../db/change-subject';
import { dismissRejected } from '../../../db/queue';
import { useRejectedMutations } from '../../../db/hooks/use-sync-queue';
import { errorKeys } from '../../../i18n/error-labels';
import { readConflictDetail } from '../../../domain/sync/conflict-detail.schema';
import { readQuoteChanges } from '../../../domain/quotes/snapshot-diff';
import { QuoteChanges } from './quote-changes';
import { useRejectedSubjects } from '../hooks/use-rejected-subjects';
import {
  dismissConflictNotice,
  useConflictNotices,
  type NoticeWithSubject,
} from '../hooks/use-conflict-notices';
import { useSession } from '../../../lib/session/session-context';
import { changedFields, conflictFieldLabelKey, conflictValueText } from '../lib/conflict-values';

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
  dismiss: { alignSelf: 'flex-start' },
});

/**
 * Shown only when the server refused changes: opens the list with each reason, named by what a person
 * recognises (the furniture, the room, the project), and for a change that lost a conflict both values.
 */
export function RejectedChangesButton() {
  const { t } = useTranslation('sync');
  const rejected = useRejectedMutations();
  const { state } = useSession();
  const notices = useConflictNotices(state.status === 'authenticated' ? state.user._id : null);
  if (rejected.loading) return null;
  const count = rejected.data.length + notices.length;
  if (count === 0) return null;
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
            <NoticeList notices={notices} />
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
  if (rows.length === 0) return null;
  return <RejectedItems rows={rows} />;
}

function RejectedItems({ rows }: { rows: RejectedMutation[] }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const styles = useStyles();
  const db = useDatabase();
  const formatDate = useFormatDate('date-time');
  const subjects = useRejectedSubjects(rows);
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
              <SubjectLine subject={subjects.get(row.mutationID)} />
              <Reason row={row} />
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

function SubjectLine({ subject }: { subject: ChangeSubject | undefined }) {
  const { t } = useTranslation('conflicts');
  const roomLabel = useRoomLabel();
  const parts = [
    subject?.furniture === undefined ? null : t('conflicts:subject.furniture', { name: subject.furniture }),
    subject?.room === undefined
      ? null
      : t('conflicts:subject.room', { name: roomLabel({ name: subject.room, kind: subject.roomKind }) }),
    subject?.project === undefined ? null : t('conflicts:subject.project', { name: subject.project }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : <Text>{parts.join(' · ')}</Text>;
}

const winnerKeys = {
  office: 'conflicts:winner.office',
  client: 'conflicts:winner.client',
  installer: 'conflicts:winner.installer',
} as const;

/** Why it was refused: for a lost conflict each field with both values and the rule that decided. */
function Reason({ row }: { row: RejectedMutation }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const formatMoney = useFormatMoney();
  const value = (field: string, raw: unknown) => conflictValueText(raw, field, t, formatMoney);
  const conflict = row.code === 'sync/conflict_lost' ? readConflictDetail(row.detail) : null;
  const quoteChanges = row.code === 'quote/changed' ? readQuoteChanges(row.detail) : null;
  if (quoteChanges !== null)
    return (
      <>
        <Text>{t('rejected.reason', { reason: t(errorKeys(row.code).messageKey) })}</Text>
        <QuoteChanges changes={quoteChanges} />
      </>
    );
  if (conflict === null) {
    const carried = changedFields(row.args).map(([field, raw]) =>
      t('conflicts:carried', {
        field: t(conflictFieldLabelKey(field)),
        value: value(field, raw),
        interpolation: { escapeValue: false },
      }),
    );
    return (
      <>
        <Text>
          {row.code === 'not_found'
            ? t('rejected.removed')
            : t('rejected.reason', { reason: t(errorKeys(row.code).messageKey) })}
        </Text>
        {carried.length > 0 && <Text>{carried.join(' · ')}</Text>}
      </>
    );
  }
  return (
    <>
      {conflict.fields.map(({ field, yours, theirs, winner }) => (
        <Text key={field}>
          {t('conflicts:lost', {
            field: t(conflictFieldLabelKey(field)),
            yours: value(field, yours),
            theirs: value(field, theirs),
            interpolation: { escapeValue: false },
          })}{' '}
          {t(winnerKeys[winner])}
        </Text>
      ))}
    </>
  );
}

/** Values of this user's projects replaced by a change made without seeing them, with both values. */
function NoticeList({ notices }: { notices: NoticeWithSubject[] }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const styles = useStyles();
  const db = useDatabase();
  const formatDate = useFormatDate('date-time');
  const formatMoney = useFormatMoney();
  if (notices.length === 0) return null;
  const value = (field: string, raw: unknown) => conflictValueText(raw, field, t, formatMoney);
  return (
    <>
      <Text block>{t('conflicts:replaced_intro')}</Text>
      <ul className={styles.list}>
        {notices.map((notice) => {
          const field = t(conflictFieldLabelKey(notice.field));
          return (
            <li key={notice.id} className={styles.item}>
              <Text weight="semibold">
                {field}
                {' · '}
                {formatDate(notice.createdAt)}
              </Text>
              <SubjectLine subject={notice.subject} />
              <Text>
                {t('conflicts:replaced', {
                  field,
                  replaced: value(notice.field, notice.replaced),
                  kept: value(notice.field, notice.kept),
                  interpolation: { escapeValue: false },
                })}{' '}
                {t(winnerKeys[notice.winner])}
              </Text>
              <Button
                className={styles.dismiss}
                aria-label={t('rejected.dismiss_label', { name: field })}
                onClick={() => void dismissConflictNotice(db, notice.id)}
              >
                {t('rejected.dismiss')}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
