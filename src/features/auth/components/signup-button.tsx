import { Button, type ButtonProps } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrialSubmit } from '../hooks/use-signup-form';

const SignupDialog = lazy(() => import('./signup-dialog').then((m) => ({ default: m.SignupDialog })));

/**
 * Opens the sign-up modal. The modal and its form load on first use, so pages that only show the
 * button (every public page's header) stay light.
 */
export function SignupButton({
  appearance = 'primary',
  label = 'signup.open',
  defaultOpen = false,
  beforeSignUp,
  trialSubmit,
}: {
  appearance?: ButtonProps['appearance'];
  label?: 'signup.open' | 'signup.create_account' | 'signup.submit_project';
  defaultOpen?: boolean;
  /** Run before the account is created (trial mode: save the draft the sign-up carries over). */
  beforeSignUp?: () => Promise<unknown>;
  /** Trial mode's "Submit my project": the carried draft is submitted with the account. */
  trialSubmit?: TrialSubmit;
}) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(defaultOpen);
  // Stays mounted once loaded, so closing plays the dialog's exit and its cleanup runs.
  const [loaded, setLoaded] = useState(defaultOpen);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        appearance={appearance}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t(label)}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SignupDialog
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            beforeSignUp={beforeSignUp}
            trialSubmit={trialSubmit}
          />
        </Suspense>
      )}
    </>
  );
}
