import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/paths';
import { signupSchema } from '../../../domain/auth/auth.schema';
import { ApiError } from '../../../lib/api-client';
import { signup } from '../../../lib/auth-api';
import { describeError } from '../../../lib/describe-error';
import { messagesFromApi, messagesFromZod, type FieldMessages } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session/session-context';
import { clearDraftTrialId, readDraftTrialId } from '../../../lib/session-storage';

const emptyValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
};
export type SignupValues = typeof emptyValues;

/** Asked from the trial's "Submit my project": the carried draft is submitted with the sign-up. */
export interface TrialSubmit {
  acknowledgedWarnings: boolean;
}

/** A draft quote made before signing up is carried over, when its id is a usable one. */
function trialProjectId(): string | undefined {
  const stored = readDraftTrialId();
  return stored && z.uuid().safeParse(stored).success ? stored : undefined;
}

/**
 * State and submit of the sign-up form, validated by the shared signupSchema before any call.
 * On success `onSignedUp` receives the step that signs in and leaves, to run once the modal has
 * closed: a Fluent dialog unmounted while open leaves the page aria-hidden (fluentui#35139).
 */
export function useSignupForm(
  onSignedUp: (enter: () => void) => void,
  beforeSignUp?: () => Promise<unknown>,
  trialSubmit?: TrialSubmit,
) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [values, setValues] = useState<SignupValues>(emptyValues);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  function change(field: keyof SignupValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit() {
    setError(null);
    setEmailTaken(false);
    const carried = trialProjectId();
    const submitting = carried !== undefined && trialSubmit !== undefined;
    const parsed = signupSchema.safeParse({
      ...values,
      trial_project_id: carried,
      trial_submit: submitting ? { acknowledged_warnings: trialSubmit.acknowledgedWarnings } : undefined,
    });
    if (!parsed.success) {
      setMessages(messagesFromZod(parsed.error, t));
      return;
    }
    setMessages({});
    setSubmitting(true);
    try {
      // The server turns the draft it holds into the project: it must hold the latest edits first.
      // A failed save does not stop the sign-up (the account matters more; the draft saved before
      // is carried over).
      if (carried !== undefined) await beforeSignUp?.().catch(() => undefined);
      const session = await signup(parsed.data);
      clearDraftTrialId();
      setSubmitting(false);
      onSignedUp(() => {
        signIn(session);
        // A carried trial draft became the new client's project under the trial's id: open it, at
        // its quote when it was submitted too (the thanks, or what still stops the submission).
        const next =
          carried === undefined
            ? paths.redirectLoggedIn
            : `${generatePath(paths.projectDraft, { projectId: carried })}${submitting ? '?step=quote' : ''}`;
        navigate(next, { replace: true });
      });
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof ApiError && caught.code === 'auth/email_taken') {
        setEmailTaken(true);
        return;
      }
      const fromApi = messagesFromApi(caught, t);
      setMessages(fromApi);
      if (Object.keys(fromApi).length === 0) setError(describeError(caught, t));
    }
  }

  return { values, messages, error, emailTaken, submitting, change, submit };
}
