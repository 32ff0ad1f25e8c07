import { Button, Field, makeStyles, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep } from '../../../domain/entities/client.schema';
import { TextField } from '../../../ui/text-field';
import { ImagePicker } from './image-picker';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The onboarding a client's users see first, as ordered steps of title, description and picture. */
export function OnboardingStepsEditor({
  clientId,
  steps,
  onChange,
  message,
}: {
  clientId: string;
  steps: readonly OnboardingStep[];
  onChange: (steps: OnboardingStep[]) => void;
  message: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const edit = (index: number, patch: Partial<OnboardingStep>) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));

  return (
    <>
      <ol className={styles.list} aria-label={t('customize.steps')}>
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li key={index} className={styles.step}>
              <Subtitle2 as="h3">{t('customize.step_title', { number })}</Subtitle2>
              <TextField
                label={t('customize.step_name', { number })}
                value={step.title}
                onChange={(title) => edit(index, { title })}
                message={message('onboardingSteps')}
                required
              />
              <Field label={t('customize.step_description', { number })}>
                <Textarea
                  value={step.description}
                  onChange={(_, data) => edit(index, { description: data.value })}
                />
              </Field>
              <ImagePicker
                clientId={clientId}
                label={t('customize.step_image', { number })}
                alt={step.title}
                use="onboarding"
                path={step.image}
                onChange={(image) => edit(index, { image })}
              />
              <div className={styles.tools}>
                <Button
                  icon={<ArrowUpRegular />}
                  disabled={index === 0}
                  onClick={() => onChange(moved(steps, index, index - 1))}
                >
                  {t('customize.move_up', { number })}
                </Button>
                <Button
                  icon={<ArrowDownRegular />}
                  disabled={index === steps.length - 1}
                  onClick={() => onChange(moved(steps, index, index + 1))}
                >
                  {t('customize.move_down', { number })}
                </Button>
                <Button
                  icon={<DeleteRegular />}
                  onClick={() => onChange(steps.filter((_, i) => i !== index))}
                >
                  {t('customize.remove_step', { number })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => onChange([...steps, { title: '', description: '', image: null }])}
        >
          {t('customize.add_step')}
        </Button>
      </div>
    </>
  );
}
