import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../domain/entities/client.schema';
import { applyMultiplier } from '../../../domain/pricing/money';
import { useFormatMoney } from '../../../i18n/use-format';
import type { ActionResult } from '../../../lib/action-result';
import { useChangeSent, useMutate } from '../../../sync/sync-context';
import { SavedBar } from '../../../ui/saved-bar';
import { TextField } from '../../../ui/text-field';
import { parseMultiplier, saveCustomization, type Customization } from '../actions/save-customization';
import { useResultMessages } from '../hooks/use-field-messages';
import { ImagePicker } from './image-picker';
import { OnboardingStepsEditor } from './onboarding-steps-editor';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The furniture cost the multiplier's example starts from: 1,000 (spec section 9). */
const exampleCents = 100_000;

/** `/admin/clients/{clientId}/customize`: logo, onboarding steps, pricing multiplier. */
export function CustomizeForm({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const mutate = useMutate();
  const formatMoney = useFormatMoney();
  const [draft, setDraft] = useState<Customization>({
    logo: client.logo,
    onboardingSteps: client.onboardingSteps,
    pricingMultiplier: String(client.pricingMultiplier),
  });
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const sent = useChangeSent(result.ok ? result.mutationID : undefined);
  const [saved, setSaved] = useState(false);
  const messages = useResultMessages(result);
  const change = (patch: Partial<Customization>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const multiplier = parseMultiplier(draft.pricingMultiplier);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saveCustomization(mutate, client.id, draft);
    setResult(outcome);
    setSaved(outcome.ok);
  };

  return (
    <form className={styles.form} aria-label={t('customize.label')} noValidate onSubmit={submit}>
      {messages.form && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.form}</MessageBarBody>
        </MessageBar>
      )}
      {saved && <SavedBar sent={sent} />}
      <section className={styles.section} aria-labelledby="customize-logo">
        <Subtitle2 as="h2" id="customize-logo">
          {t('customize.logo')}
        </Subtitle2>
        <ImagePicker
          clientId={client.id}
          label={t('customize.logo_file')}
          alt={t('customize.logo_alt', { name: client.name })}
          use="logo"
          path={draft.logo}
          onChange={(logo) => change({ logo })}
        />
      </section>
      <section className={styles.section} aria-labelledby="customize-steps">
        <Subtitle2 as="h2" id="customize-steps">
          {t('customize.steps')}
        </Subtitle2>
        <OnboardingStepsEditor
          clientId={client.id}
          steps={draft.onboardingSteps}
          onChange={(onboardingSteps) => change({ onboardingSteps })}
          message={messages.field}
        />
      </section>
      <section className={styles.section} aria-labelledby="customize-pricing">
        <Subtitle2 as="h2" id="customize-pricing">
          {t('customize.pricing')}
        </Subtitle2>
        <TextField
          label={t('customize.multiplier')}
          value={draft.pricingMultiplier}
          onChange={(pricingMultiplier) => change({ pricingMultiplier })}
          message={messages.field('pricingMultiplier')}
          hint={
            multiplier === null || multiplier <= 0
              ? t('customize.multiplier_hint')
              : t('customize.multiplier_example', {
                  cost: formatMoney(exampleCents),
                  price: formatMoney(applyMultiplier(exampleCents, multiplier)),
                })
          }
        />
      </section>
      <div>
        <Button appearance="primary" type="submit">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
