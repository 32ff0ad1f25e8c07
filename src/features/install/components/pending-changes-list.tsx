import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { mutationLabelKey } from '../../../i18n/mutation-labels';
import { useFormatDate } from '../../../i18n/use-format';
import { usePendingChanges } from '../hooks/use-pending-changes';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Changes made on this device that the server has not confirmed: they stay until a valid link sends them. */
export function PendingChangesList() {
  const { t } = useTranslation(['install', 'sync']);
  const styles = useStyles();
  const pending = usePendingChanges();
  const time = useFormatDate('date-time');
  // Nothing waits: no list, rather than a heading over "0 changes not sent yet".
  if (!pending || pending.mutations.length + pending.photos === 0) return null;
  return (
    <section aria-label={t('pending.title')}>
      <Subtitle2 as="h2">{t('pending.title')}</Subtitle2>
      <Text>
        {t('pending.summary', {
          count: pending.mutations.length,
          photos: t('pending.photos', { count: pending.photos }),
        })}
      </Text>
      <ul className={styles.list}>
        {pending.mutations.map((mutation) => (
          <li key={mutation.id}>
            {t('pending.item', {
              change: t(mutationLabelKey(mutation.name)),
              time: time(mutation.createdAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
