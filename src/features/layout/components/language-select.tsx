import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../domain/enums';

// A native select styled with Fluent's tokens rather than Fluent's Select: every first page shows
// it, and Fluent's (with its icon) weighs about 4 KB gzip of the /login budget.
const useStyles = makeStyles({
  select: {
    minWidth: '120px',
    height: '32px',
    paddingInline: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderRightColor: tokens.colorNeutralStroke1Hover,
      borderLeftColor: tokens.colorNeutralStroke1Hover,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** Each language by its own name. */
const languageKeys = {
  fr: 'common:language.fr',
  en: 'common:language.en',
} as const satisfies Record<Language, string>;

/** The detector caches the choice in localStorage (`i18nextLng`), so it survives a reload. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const styles = useStyles();
  const current = languages.find((language) => language === i18n.resolvedLanguage) ?? languages[0];
  return (
    <select
      className={styles.select}
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {languages.map((language: Language) => (
        <option key={language} value={language} lang={language}>
          {t(languageKeys[language])}
        </option>
      ))}
    </select>
  );
}
