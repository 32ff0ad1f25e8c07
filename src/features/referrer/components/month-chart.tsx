import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '../../../domain/leads';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  // The figures above their bars: the text wraps on a phone instead of widening the page.
  row: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  track: { display: 'flex', flexDirection: 'column', gap: '2px' },
  bar: { height: '10px', borderRadius: tokens.borderRadiusSmall, minWidth: '2px' },
  registered: { backgroundColor: tokens.colorBrandBackground },
  referred: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  text: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200 },
  key: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    marginInlineEnd: tokens.spacingHorizontalXS,
  },
});

/**
 * Leads registered and signed each month, as CSS bars: each month is a list item whose text says
 * the figures (what a screen reader reads), the bars beside it only draw them.
 */
export function MonthChart({ months, label }: { months: readonly MonthFigures[]; label: string }) {
  const { t, i18n } = useTranslation('referrer');
  const styles = useStyles();
  const max = Math.max(1, ...months.map((month) => month.registered));
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <span className={`${styles.key} ${styles.registered}`} />
          {t('dashboard.registered')}
        </span>
        <span>
          <span className={`${styles.key} ${styles.referred}`} />
          {t('dashboard.signed')}
        </span>
      </div>
      <ul className={styles.list} aria-label={label}>
        {months.map((month) => (
          <li key={month.month} className={styles.row}>
            <span className={styles.text}>
              {t('dashboard.month_figures', {
                month: monthName.format(new Date(`${month.month}-01T00:00:00.000Z`)),
                registered: month.registered,
                signed: month.referred,
              })}
            </span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.bar} ${styles.registered}`}
                style={{ width: `${(month.registered / max) * 100}%` }}
              />
              <span
                className={`${styles.bar} ${styles.referred}`}
                style={{ width: `${(month.referred / max) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
