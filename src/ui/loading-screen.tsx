import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '50vh',
    padding: tokens.spacingHorizontalXL,
  },
});

/** The session check's loading screen (spec section 2): a spinner, or the failure's message. */
export function LoadingScreen({ errorMessage }: { errorMessage?: string }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      {errorMessage ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Spinner aria-hidden />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
