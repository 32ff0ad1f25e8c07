import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online';

const SsoPicker = lazy(() => import('./sso-picker'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The login screen's single sign-on entry (spec section 2): opens the organisation picker, which
 * loads on first use so /login stays light. Signing in through a partner needs its provider, so
 * offline the entry says so instead.
 */
export function SsoEntry({ next }: { next: string | null }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const online = useOnline();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.root}>
      <Button
        ref={opener}
        aria-haspopup="dialog"
        disabledFocusable={!online}
        aria-describedby={online ? undefined : hintId}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('login.sso.open')}
      </Button>
      {!online && (
        <Text id={hintId} size={200}>
          {t('login.sso.offline')}
        </Text>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SsoPicker open={open && online} onOpenChange={setOpen} opener={opener} next={next} />
        </Suspense>
      )}
    </div>
  );
}
