import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, RecordFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../../domain/enums';
import type { ClientProgress, ProgressState } from '../../../../domain/projects/progress';
import { progressMessageKeys, progressStateKeys } from './labels';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  step: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    // The line joining the steps, drawn on each step's start side.
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
  done: { borderInlineStartColor: tokens.colorPaletteGreenBorder2 },
  current: { borderInlineStartColor: tokens.colorBrandStroke1 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500 },
  doneIcon: { color: tokens.colorPaletteGreenForeground1 },
  currentIcon: { color: tokens.colorBrandForeground1 },
  upcomingIcon: { color: tokens.colorNeutralForeground3 },
  text: { display: 'flex', flexDirection: 'column' },
});

function useStepLook(state: ProgressState) {
  const styles = useStyles();
  switch (state) {
    case 'done':
      return {
        row: styles.done,
        icon: <CheckmarkCircleFilled className={mergeClasses(styles.icon, styles.doneIcon)} />,
      };
    case 'current':
      return {
        row: styles.current,
        icon: <RecordFilled className={mergeClasses(styles.icon, styles.currentIcon)} />,
      };
    case 'upcoming':
      return {
        row: undefined,
        icon: <CircleRegular className={mergeClasses(styles.icon, styles.upcomingIcon)} />,
      };
    default:
      return exhaustive(state);
  }
}

/** The client-facing progress messages of spec section 4 as a timeline: done, current, upcoming. */
export function ProgressTab({ progress }: { progress: ClientProgress }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={t('progress.label')}>
      {progress.steps.map((step) => (
        <ProgressStep key={step.message} state={step.state}>
          <Text weight={step.state === 'current' ? 'semibold' : 'regular'}>
            {t(progressMessageKeys[step.message])}
          </Text>
          <Text size={200}>{t(progressStateKeys[step.state])}</Text>
        </ProgressStep>
      ))}
    </ol>
  );
}

function ProgressStep({ state, children }: { state: ProgressState; children: ReactNode }) {
  const styles = useStyles();
  const look = useStepLook(state);
  return (
    <li
      className={mergeClasses(styles.step, look.row)}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      {look.icon}
      <span className={styles.text}>{children}</span>
    </li>
  );
}
