import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { languageOf } from '../../../i18n/language-of';
import { inLanguage } from '../../../i18n/in-language';

const useStyles = makeStyles({
  name: {
    flexGrow: 1,
    flexBasis: '12rem',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * A furniture line's client name, its furniture's warning in the user's language, and a mark while
 * its change waits to be synced.
 */
export function LineName({
  name,
  furniture,
  pending,
}: {
  name: string;
  furniture: LocalRow<'furniture'> | undefined;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation('projects');
  const styles = useStyles();
  const warning = furniture
    ? inLanguage({ en: furniture.warningEn, fr: furniture.warningFr }, languageOf(i18n.resolvedLanguage))
    : '';
  return (
    <span className={styles.name}>
      <Text weight="semibold">{name}</Text>
      {warning && (
        <Text size={200} className={styles.warning}>
          <WarningRegular aria-hidden="true" /> {t('lines.warning', { text: warning })}
        </Text>
      )}
      {pending && (
        <Badge appearance="outline" color="warning" size="small">
          {t('lines.pending')}
        </Badge>
      )}
    </span>
  );
}
