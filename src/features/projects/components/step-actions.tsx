import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Within thumb reach on a phone: the bar stays at the bottom of the screen while the step scrolls.
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * Back and Next under the step. `submitForm` makes Next the submit button of the step's form, so
 * the step is left forward only once the form has saved.
 */
export function StepActions({
  onBack,
  onNext,
  submitForm,
}: {
  onBack: (() => void) | null;
  onNext: (() => void) | null;
  submitForm?: string | undefined;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Button icon={<ArrowLeftRegular />} disabled={onBack === null} onClick={onBack ?? undefined}>
        {t('steps.back')}
      </Button>
      {submitForm !== undefined ? (
        <Button
          appearance="primary"
          icon={<ArrowRightRegular />}
          iconPosition="after"
          type="submit"
          form={submitForm}
        >
          {t('steps.next')}
        </Button>
      ) : (
        onNext !== null && (
          <Button appearance="primary" icon={<ArrowRightRegular />} iconPosition="after" onClick={onNext}>
            {t('steps.next')}
          </Button>
        )
      )}
    </div>
  );
}
