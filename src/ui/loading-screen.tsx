import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AlertBar } from './alert-bar';
import { VisuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '50vh',
    padding: tokens.spacingHorizontalXL,
  },
  // A ring drawn by CSS rather than Fluent's Spinner: this screen shows before every first page
  // (/login, /try), whose JavaScript budget the Spinner's styles would eat for one circle.
  ring: {
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** The session check's loading screen (spec section 2): a spinner, or the failure's message. */
export function LoadingScreen({ errorMessage }: { errorMessage?: string }) {
  // Never suspends: a page that starts before its words (the installer's) shows the ring at once.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      {errorMessage ? (
        <AlertBar intent="error">{errorMessage}</AlertBar>
      ) : (
        <>
          <span className={styles.ring} aria-hidden />
          {ready && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
        </>
      )}
    </div>
  );
}
