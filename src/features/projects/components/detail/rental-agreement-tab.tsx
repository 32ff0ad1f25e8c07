import { Button, makeStaticStyles, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useBusinessSettings } from '../../../../db/hooks/use-business-settings';
import { useFormatDate } from '../../../../i18n/use-format';
import { businessParty } from '../../../../lib/pdf/business-party';
import type { VatPreference } from '../../../../domain/enums';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { addressLines, useCountryName } from '../../../../i18n/address-text';
import type { ProjectFinance } from './finance';
import { AgreementFurnishing, AgreementSection } from './agreement-furnishing';
import type { QuoteView } from '../quote/quote-view';
import { RentalAgreementDownloadButton } from './rental-agreement-download-button';
import { useMoneyText } from './use-money-text';

/*
 * Printing shows the agreement alone: everything else on the page (header, navigation, tabs) is
 * hidden while a document marked data-print-document is on screen. Scoped with :has, so printing
 * any other page, after this one was visited, is left as it is.
 */
const usePrintStyles = makeStaticStyles(`
@media print {
  body:has([data-print-document]) * { visibility: hidden; }
  body:has([data-print-document]) [data-print-document],
  body:has([data-print-document]) [data-print-document] * { visibility: visible; }
  [data-print-document] { position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%; }
}
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  document: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

/**
 * The rental agreement made from the project: parties, furnishing, rent, duration and start, printable;
 * its document (identities, terms, signature blocks) downloads as a PDF made on the device.
 */
export function RentalAgreementTab({
  draft,
  finance,
  view,
  preference,
}: {
  draft: ProjectDraft;
  finance: ProjectFinance;
  view: QuoteView;
  preference: VatPreference;
}) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  usePrintStyles();
  const formatDate = useFormatDate('date');
  const countryName = useCountryName();
  const money = useMoneyText(preference);
  // The lessor as the agreement's PDF names it: the business settings the office keeps.
  const business = useBusinessSettings();
  const lessor = businessParty(business, t);
  const { project, client } = draft;
  const { monthly } = finance.payable;
  // Only a rented project has this tab (the page leaves it out when buying): a monthly rent exists.
  if (monthly === null) return null;
  const section = (title: string, lines: readonly string[]) => (
    <AgreementSection title={title}>
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </AgreementSection>
  );

  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <RentalAgreementDownloadButton draft={draft} view={view} preference={preference} />
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          {t('agreement.print')}
        </Button>
      </div>
      <article className={styles.document} aria-label={t('agreement.title')} data-print-document>
        <Title3 as="h2">{t('agreement.title')}</Title3>
        {section(t('agreement.lessor'), [lessor.name, ...lessor.lines])}
        {section(t('agreement.lessee'), [
          client?.name ?? t('not_set'),
          ...(client ? addressLines(client.billingAddress, countryName(client.billingAddress.country)) : []),
        ])}
        {section(t('agreement.premises'), [
          project.name,
          ...addressLines(project.address, countryName(project.address.country)),
        ])}
        <AgreementFurnishing draft={draft} />
        {section(t('agreement.terms'), [
          t('agreement.rent', { amount: money(monthly) }),
          t('agreement.duration', { count: finance.rentMonths }),
          project.dates.start === null
            ? t('agreement.start_unknown')
            : t('agreement.start', { date: formatDate(project.dates.start) }),
          t('agreement.total', { amount: money(finance.payable.total) }),
        ])}
      </article>
    </div>
  );
}
