import { Checkbox, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Furniture } from '../../../../domain/entities/furniture.schema';

const useStyles = makeStyles({
  warnings: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * The catalogue's warnings on the chosen furniture and the box saying the client has read them,
 * which a submission needs (signed in, and from a trial).
 */
export function SubmitWarnings({
  warnings,
  acknowledged,
  onAcknowledged,
  errorKey,
}: {
  warnings: readonly Pick<Furniture, 'id' | 'name' | 'clientName' | 'warningEn' | 'warningFr'>[];
  acknowledged: boolean;
  onAcknowledged: (acknowledged: boolean) => void;
  /** The refusal's message when the server said the box was not ticked. */
  errorKey?: string;
}) {
  const { t, i18n } = useTranslation('quote');
  const styles = useStyles();
  const french = i18n.language.startsWith('fr');
  const blocked = !acknowledged;
  return (
    <>
      <Text weight="semibold">{t('submit.warnings_intro')}</Text>
      <ul className={styles.warnings}>
        {warnings.map((furniture) => (
          <li key={furniture.id}>
            <Text block weight="semibold">
              {furniture.clientName || furniture.name}
            </Text>
            {/* The user's language first; the other one rather than nothing. */}
            <Text block>
              {(french ? furniture.warningFr : furniture.warningEn) ||
                furniture.warningFr ||
                furniture.warningEn}
            </Text>
          </li>
        ))}
      </ul>
      <Field
        validationState={errorKey ? 'error' : blocked ? 'warning' : 'none'}
        validationMessage={errorKey ? t(errorKey) : blocked ? t('submit.ack_required') : undefined}
      >
        <Checkbox
          checked={acknowledged}
          onChange={(_, data) => onAcknowledged(data.checked === true)}
          label={t('submit.ack')}
        />
      </Field>
    </>
  );
}
