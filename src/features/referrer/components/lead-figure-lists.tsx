import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { leadStatuses } from '../../../domain/enums';
import type { LeadFigures } from '../../../domain/leads';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { leadStatusKeys } from '../lib/lead-status-labels';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // An amount in euros is one unbreakable word: on a phone it may wrap rather than widen the page.
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, overflowWrap: 'anywhere' },
});

function Figure({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <li className={styles.figure}>
      <Text>{label}</Text>
      <Text className={styles.value}>{value}</Text>
    </li>
  );
}

/** The dashboard's headline figures: a tile per lead status, then the conversion and the signed value. */
export function LeadFigureLists({ figures }: { figures: LeadFigures }) {
  const { t } = useTranslation('referrer');
  const styles = useStyles();
  const money = useFormatMoney();
  const percent = useFormatNumber(0);
  return (
    <>
      <ul className={styles.figures} aria-label={t('dashboard.by_status')}>
        {leadStatuses.map((status) => (
          <Figure key={status} label={t(leadStatusKeys[status])} value={String(figures.byStatus[status])} />
        ))}
      </ul>
      <ul className={styles.figures} aria-label={t('dashboard.results')}>
        <Figure label={t('dashboard.conversion')} value={`${percent(figures.conversion * 100)} %`} />
        <Figure label={t('dashboard.signed_value')} value={money(figures.signedValueCents)} />
      </ul>
    </>
  );
}
