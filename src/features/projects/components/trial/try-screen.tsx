import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import type { BillingType } from '../../../../domain/enums';
import { uuidv7 } from '../../../../domain/ids';
import { writeDraftTrialId } from '../../../../lib/session-storage';
import { Page } from '../../../../ui/page';
import { BillingChoice } from '../billing-choice';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalL },
});

/**
 * `/try`: a visitor's first page asks the draft's first question, buy or rent, and starts the draft
 * on this device with the answer. Nothing is stored before that, and the draft screens (database,
 * mutators, editor) load only then: this page stays light for a first visit.
 */
export function TryScreen() {
  const { t } = useTranslation(['trial', 'projects']);
  const styles = useStyles();
  const navigate = useNavigate();
  const [billingType, setBillingType] = useState<BillingType>('buy');
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    setStarting(true);
    setFailed(false);
    const trialId = uuidv7();
    try {
      const { createTrialDraft } = await import('../../../../sync/trial/trial-runtime');
      if (!(await createTrialDraft(trialId, t('trial:default_name'), billingType)))
        throw new Error('refused');
      // The sign-up dialog reads it to carry this draft over.
      writeDraftTrialId(trialId);
      navigate(`${generatePath(paths.trial, { trialId })}?step=offer`, { replace: true });
    } catch {
      setFailed(true);
      setStarting(false);
    }
  }

  return (
    <Page title={t('trial:try.title')} narrow>
      <Text>{t('trial:try.intro')}</Text>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <BillingChoice value={billingType} onChange={setBillingType} />
        {failed && (
          <MessageBar intent="error">
            <MessageBarBody>{t('trial:start_failed')}</MessageBarBody>
          </MessageBar>
        )}
        <Button type="submit" appearance="primary" disabled={starting}>
          {t('trial:try.start')}
        </Button>
      </form>
    </Page>
  );
}
