import { Button, Card, CardHeader, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../domain/entities/client.schema';

type OnboardingStep = Client['onboardingSteps'][number];

const useStyles = makeStyles({
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  image: { width: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** An image that removes itself when it cannot load (offline, moved): no broken-image icon. */
function StepImage({ src }: { src: string }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // Decorative: the step's title and description carry its meaning.
  return <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** The client's onboarding steps, shown on a first visit until the user puts them away. */
export function OnboardingSteps({
  steps,
  onDismiss,
}: {
  steps: readonly OnboardingStep[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation('projectList');
  const styles = useStyles();
  return (
    <Card role="region" aria-labelledby="onboarding-title">
      <CardHeader
        header={
          <Subtitle1 as="h2" id="onboarding-title">
            {t('onboarding.title')}
          </Subtitle1>
        }
        description={<Text>{t('onboarding.intro')}</Text>}
      />
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={`${index}-${step.title}`} className={styles.step}>
            {step.image ? <StepImage src={step.image} /> : null}
            <Text weight="semibold">{t('onboarding.step', { number: index + 1 })}</Text>
            <Text weight="semibold">{step.title}</Text>
            <Text>{step.description}</Text>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onDismiss}>
          {t('onboarding.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
