import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../ui/router-link';
import { useSendState, type SendState } from '../../hooks/use-send-state';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

const sendKeys = {
  sent: 'quote:thanks.sent',
  sending: 'quote:thanks.sending',
  waiting: 'quote:thanks.waiting',
} as const satisfies Record<SendState, string>;

/**
 * After "Submit my project": thanks, what comes next, and whether the submission has left the
 * device yet (it waits in the sync queue while offline, and across a reload).
 */
export function ThankYouView({ projectId, detailPath }: { projectId: string; detailPath: string | null }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const sendState = useSendState(projectId);
  return (
    <div className={styles.root}>
      <Text as="h2" size={500} weight="semibold">
        {t('thanks.title')}
      </Text>
      <Text role="status">{t(sendKeys[sendState])}</Text>
      <Text>{t('thanks.next')}</Text>
      {detailPath !== null && <RouterLink to={detailPath}>{t('thanks.follow')}</RouterLink>}
    </div>
  );
}
