import { makeStyles, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // The office writes them on several lines; the order shows them as written.
  comments: { whiteSpace: 'pre-wrap' },
});

/** What the warehouse is told besides the lines, as the PDF and the ERP order carry it. */
export function OrderComments({ comments }: { comments: string }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const text = comments.trim();
  return (
    <section aria-label={t('order.comments.heading')}>
      <Text as="h3" weight="semibold">
        {t('order.comments.heading')}
      </Text>
      <Text as="p" className={styles.comments}>
        {text === '' ? t('order.comments.none') : text}
      </Text>
    </section>
  );
}
