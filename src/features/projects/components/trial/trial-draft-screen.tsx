import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../../app/paths';
import { DatabaseProvider } from '../../../../db/database-context';
import { SyncProvider } from '../../../../sync/sync-context';
import { startTrialRuntime } from '../../../../sync/trial/trial-runtime';
import { useSyncRuntime } from '../../../../sync/use-sync-runtime';
import { LoadingScreen } from '../../../../ui/loading-screen';
import { Page } from '../../../../ui/page';
import { RouterLink } from '../../../../ui/router-link';
import { DraftActorContext } from '../../hooks/use-draft-actor';
import { useProjectDraft } from '../../hooks/use-project-draft';
import { TrialSubmitContext, type TrialSubmitRequest } from '../../hooks/use-trial-submit';
import { ProjectEditor } from '../project-editor';
import { TrialBanner } from './trial-banner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** What the app composes from the sign-up: the banner's button, or the quote's submit-with-sign-up. */
export type TrialSignUp = (options: {
  beforeSignUp: () => Promise<boolean>;
  submit?: TrialSubmitRequest;
}) => ReactNode;

/**
 * `/trial/{trialId}`: the signed-in client's draft screens, run on the trial database as the local
 * visitor; what it changes is saved on the device at once and sent to the trial API when online.
 * `signUp` makes the sign-up button, composed by the app (a feature never imports another); it is
 * handed the saver's flush, so the server holds the latest edits when the sign-up claims the draft.
 */
export function TrialDraftScreen({ signUp }: { signUp: TrialSignUp }) {
  const { trialId = '' } = useParams();
  const styles = useStyles();
  const start = useCallback(() => startTrialRuntime(trialId), [trialId]);
  const runtime = useSyncRuntime(start);
  const flush = runtime?.saver.flush;
  const submitButton = useCallback(
    (submit: TrialSubmitRequest) => (flush === undefined ? null : signUp({ beforeSignUp: flush, submit })),
    [flush, signUp],
  );
  if (runtime === null) return <LoadingScreen />;
  return (
    <DatabaseProvider db={runtime.db}>
      <SyncProvider client={runtime.client}>
        <DraftActorContext.Provider value={runtime.actor}>
          <TrialSubmitContext.Provider value={submitButton}>
            <div className={styles.root}>
              <TrialBanner saver={runtime.saver} signUp={signUp({ beforeSignUp: runtime.saver.flush })} />
              <TrialDraft trialId={trialId} />
            </div>
          </TrialSubmitContext.Provider>
        </DraftActorContext.Provider>
      </SyncProvider>
    </DatabaseProvider>
  );
}

function TrialDraft({ trialId }: { trialId: string }) {
  const draft = useProjectDraft(trialId);
  // As on the signed-in draft screen: the totals follow in a render of their own.
  const shown = useDeferredValue(draft.data);
  if (draft.loading) return <LoadingScreen />;
  if (!shown) return <TrialMissing />;
  return <ProjectEditor draft={shown} />;
}

/** Neither on this device nor on the server: a wrong link, or a draft already signed up with. */
function TrialMissing() {
  const { t } = useTranslation('trial');
  return (
    <Page title={t('missing.title')}>
      <Text>{t('missing.text')}</Text>
      <RouterLink to={paths.trialStart}>{t('missing.start')}</RouterLink>
    </Page>
  );
}
