import { Button, mergeClasses, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { useFormatDate, useFormatMoney } from '../../../i18n/use-format';
import { dismissConflictNotice, type NoticeWithSubject } from '../hooks/use-conflict-notices';
import { conflictFieldLabelKey, conflictValueText } from '../lib/conflict-values';
import { winnerKeys } from '../lib/winner-keys';
import { usePlainListStyles } from '../../../ui/plain-list-styles';
import { useChangeListStyles } from './change-list-styles';
import { SubjectLine } from './subject-line';

/** Values of this user's projects replaced by a change made without seeing them, with both values. */
export function NoticeList({ notices }: { notices: NoticeWithSubject[] }) {
  const { t } = useTranslation(['sync', 'conflicts']);
  const styles = useChangeListStyles();
  const plain = usePlainListStyles();
  const db = useDatabase();
  const formatDate = useFormatDate('date-time');
  const formatMoney = useFormatMoney();
  if (notices.length === 0) return null;
  const value = (field: string, raw: unknown) => conflictValueText(raw, field, t, formatMoney);
  return (
    <>
      <Text block>{t('conflicts:replaced_intro')}</Text>
      <ul className={mergeClasses(plain.list, styles.list)}>
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
