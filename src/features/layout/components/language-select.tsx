import { makeStyles, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../domain/enums';

const useStyles = makeStyles({
  select: { minWidth: '120px' },
});

/** Each language by its own name. */
const languageKeys = {
  fr: 'common:language.fr',
  en: 'common:language.en',
} as const satisfies Record<Language, string>;

/**
 * Fluent's Select: the system's own list opens on a phone, and the control looks like the rest of
 * the header. The detector caches the choice in localStorage (`i18nextLng`), so it survives a reload.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const styles = useStyles();
  const current = languages.find((language) => language === i18n.resolvedLanguage) ?? languages[0];
  return (
    <Select
      className={styles.select}
      aria-label={t('language.label')}
      value={current}
      onChange={(_, data) => void i18n.changeLanguage(data.value)}
    >
      {languages.map((language: Language) => (
        <option key={language} value={language} lang={language}>
          {t(languageKeys[language])}
        </option>
      ))}
    </Select>
  );
}
