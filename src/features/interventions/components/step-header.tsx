import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { interventionSteps, type InterventionStep } from '../../../domain/enums';
import { canMoveStep } from '../../../domain/interventions/steps';
import { useMutate } from '../../../sync/sync-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { resetIntervention, setStep } from '../actions/intervention-actions';
import { stepKeys } from '../lib/step-labels';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    gap: tokens.spacingHorizontalS,
  },
  step: {
    paddingInline: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
});

const moveToKeys = {
  verification: 'interventions:steps.move_to.verification',
  installation: 'interventions:steps.move_to.installation',
  done: 'interventions:steps.move_to.done',
} as const satisfies Record<InterventionStep, string>;

/** The steps verification → installation → done, moves to the next or previous one, and the reset. */
export function StepHeader({ intervention }: { intervention: LocalRow<'interventions'> }) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();

  async function run(action: Promise<{ ok: true } | { ok: false; messageKey: string }>) {
    const result = await action;
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <div className={styles.root}>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {interventionSteps.map((step) => (
          <li
            key={step}
            className={mergeClasses(styles.step, step === intervention.step && styles.current)}
            aria-current={step === intervention.step ? 'step' : undefined}
          >
            {t(stepKeys[step])}
          </li>
        ))}
      </ol>
      {interventionSteps
        .filter((step) => canMoveStep(intervention.step, step))
        .map((step) => (
          <Button key={step} onClick={() => void run(setStep(mutate, intervention.id, step))}>
            {t(moveToKeys[step])}
          </Button>
        ))}
      <ConfirmDialog
        trigger={<Button icon={<ArrowResetRegular />}>{t('reset.button')}</Button>}
        title={t('reset.title')}
        text={t('reset.text')}
        confirmLabel={t('reset.confirm')}
        onConfirm={() => resetIntervention(mutate, intervention.id)}
      />
      {message && <Text role="alert">{message}</Text>}
    </div>
  );
}
