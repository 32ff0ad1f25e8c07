import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CircleRegular, RecordRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { draftSteps, type DraftStep } from '../lib/draft-steps';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
});

/** Each step's name, also the title of its section. */
export const stepTitleKeys = {
  define: 'projects:steps.define',
  offer: 'projects:steps.offer',
  delivery: 'projects:steps.delivery',
  rooms: 'projects:steps.rooms',
  quote: 'projects:steps.quote',
} as const satisfies Record<DraftStep, string>;

/**
 * The steps as a list of buttons in a landmark: the current one is `aria-current="step"`, those
 * before it are marked done, and a step the draft may not reach yet is disabled.
 */
export function DraftStepper({
  current,
  reachable,
  onSelect,
}: {
  current: DraftStep;
  reachable: (step: DraftStep) => boolean;
  onSelect: (step: DraftStep) => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const currentIndex = draftSteps.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.list}>
        {draftSteps.map((step, index) => {
          const icon =
            index < currentIndex ? (
              <CheckmarkCircleRegular />
            ) : index === currentIndex ? (
              <RecordRegular />
            ) : (
              <CircleRegular />
            );
          return (
            <li key={step}>
              <Button
                size="small"
                appearance={step === current ? 'primary' : 'subtle'}
                icon={icon}
                aria-current={step === current ? 'step' : undefined}
                disabled={step !== current && !reachable(step)}
                onClick={() => onSelect(step)}
              >
                {t('steps.numbered', { number: String(index + 1), title: t(stepTitleKeys[step]) })}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
