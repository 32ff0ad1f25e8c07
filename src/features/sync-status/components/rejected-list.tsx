import { Button, mergeClasses, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RejectedMutation } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';
import { dismissRejected } from '../../../db/queue';
import { mutationLabelKey } from '../../../i18n/mutation-labels';
import { useFormatDate } from '../../../i18n/use-format';
import { useRejectedSubjects } from '../hooks/use-rejected-subjects';
import { usePlainListStyles } from '../../../ui/plain-list-styles';
import { useChangeListStyles } from './change-list-styles';
import { RejectionReason } from './rejection-reason';
import { SubjectLine } from './subject-line';

/** The changes the server refused, each with what it was about, why, and a Dismiss. */
export function RejectedList({ rows }: { rows: RejectedMutation[] }) {
  if (rows.length === 0) return null;
  return <RejectedItems rows={rows} />;
}

function RejectedItems({ rows }: { rows: RejectedMutation[] }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const styles = useChangeListStyles();
  const plain = usePlainListStyles();
  const db = useDatabase();
  const formatDate = useFormatDate('date-time');
  const subjects = useRejectedSubjects(rows);
  return (
    <>
      <Text block>{t('rejected.intro')}</Text>
      <ul className={mergeClasses(plain.list, styles.list)}>
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
              <RejectionReason row={row} />
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
