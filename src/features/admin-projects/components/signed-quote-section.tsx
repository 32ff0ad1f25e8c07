import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLatestAcceptance } from '../../../db/hooks/use-latest-acceptance';
import { useFormatDate, useFormatMoney } from '../../../i18n/use-format';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pair: { display: 'contents' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  signature: {
    maxWidth: '320px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/**
 * The version the client signed, as kept: who, when by the client's device and by the server, the
 * hash of the signed snapshot, the drawn signature and the totals it signed.
 */
export function SignedQuoteSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const formatDate = useFormatDate('date-time');
  const formatMoney = useFormatMoney();
  const latest = useLatestAcceptance(projectId);
  const acceptance = latest.data;
  if (acceptance === undefined) return null;
  const { total, monthly } = acceptance.snapshot;
  const facts: Array<[string, string]> = [
    [t('signed.number'), acceptance.quoteNumber === '' ? t('signed.no_number') : acceptance.quoteNumber],
    [t('signed.signer'), acceptance.signerName],
    [t('signed.device_time'), formatDate(acceptance.deviceSignedAt)],
    [
      t('signed.server_time'),
      acceptance.serverSignedAt === null ? t('signed.pending') : formatDate(acceptance.serverSignedAt),
    ],
    [t('signed.total_excl'), formatMoney(total.exclVatCents)],
    [t('signed.total_incl'), formatMoney(total.inclVatCents)],
    ...(monthly === null
      ? []
      : [[t('signed.monthly_incl'), formatMoney(monthly.inclVatCents)] satisfies [string, string]]),
    [t('signed.hash'), acceptance.hash],
  ];
  return (
    <section className={styles.section} aria-labelledby={`signed-${acceptance.id}`}>
      <Subtitle2 as="h2" id={`signed-${acceptance.id}`}>
        {t('signed.title')}
      </Subtitle2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <img
        className={styles.signature}
        src={acceptance.signaturePng}
        alt={t('signed.signature_alt', { name: acceptance.signerName })}
      />
      <Text size={200}>{t('signed.proof')}</Text>
    </section>
  );
}
