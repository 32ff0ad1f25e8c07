import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../../db/database';
import type { VatPreference } from '../../../../domain/enums';
import { useFormatDate } from '../../../../i18n/use-format';
import { addressLines, useCountryName } from '../../../../i18n/address-text';
import { FieldList } from './field-list';
import type { ProjectFinance } from './finance';
import { usePriceText } from './use-money-text';
import { projectOptionKeys } from '../../../../domain/catalogue';
import { billingTypeKeys, serviceLabelKeys } from '../../../../i18n/project-labels';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  lines: { display: 'flex', flexDirection: 'column' },
});

/** What the project is and where and when it is delivered, as the client entered it and the office planned it. */
export function DetailsTab({
  project,
  finance,
  preference,
}: {
  project: LocalRow<'projects'>;
  finance: ProjectFinance;
  preference: VatPreference;
}) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const formatDate = useFormatDate('date');
  const countryName = useCountryName();
  const price = usePriceText(preference, finance.rentMonths);
  const { address, dates, estimatedDates } = project;
  const notSet = t('not_set');
  const date = (value: string | null) => (value === null ? notSet : formatDate(value));
  const text = (value: string) => (value.trim() === '' ? notSet : value);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  // By name, in the catalogue's order; a key this build does not know is not shown as code.
  const services = projectOptionKeys
    .filter((key) => project.options.includes(key))
    .map((key) => t(serviceLabelKeys[key]));

  return (
    <div className={styles.root}>
      <FieldList
        title={t('details.project')}
        fields={[
          { label: t('details.name'), value: project.name },
          { label: t('details.operation_number'), value: text(project.operationNumber) },
          { label: t('details.house_size'), value: project.projectType ?? notSet },
          { label: t('details.billing_type'), value: t(billingTypeKeys[project.billingType]) },
          { label: t('details.price'), value: price(finance.payable) },
          {
            label: t('details.options'),
            value: services.length === 0 ? t('details.no_options') : services.join(', '),
          },
        ]}
      />
      <FieldList
        title={t('details.address')}
        fields={[
          {
            label: t('details.address'),
            value: (
              <span className={styles.lines}>
                {addressLines(address, countryName(address.country)).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            ),
          },
          { label: t('details.apartment'), value: text(address.apartmentNumber) },
          { label: t('details.floor'), value: text(address.floor) },
          { label: t('details.elevator'), value: yesNo(address.hasElevator) },
          { label: t('details.easy_access'), value: yesNo(address.hasEasyAccess) },
          { label: t('details.address_notes'), value: text(address.notes) },
          { label: t('details.access_notes'), value: text(project.projectAccessNotes) },
        ]}
      />
      <FieldList
        title={t('details.dates')}
        fields={[
          { label: t('details.wished_start'), value: date(dates.start) },
          { label: t('details.wished_end'), value: date(dates.end) },
          {
            label: t('details.dates_status'),
            value: dates.confirmed ? t('details.dates_confirmed') : t('details.dates_not_confirmed'),
          },
          { label: t('details.estimated_warehouse'), value: date(estimatedDates.warehousePreparation) },
          { label: t('details.estimated_delivery'), value: date(estimatedDates.delivery) },
          { label: t('details.estimated_intervention'), value: date(estimatedDates.intervention) },
          { label: t('details.estimated_deadline'), value: date(estimatedDates.deadline) },
        ]}
      />
    </div>
  );
}
