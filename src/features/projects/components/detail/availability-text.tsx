import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../../db/database';
import { exhaustive } from '../../../../domain/enums';
import { useAvailabilityDetail } from '../../../../i18n/use-availability-detail';
import { availabilityKeys } from '../../../../i18n/project-labels';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Line = Pick<LocalRow<'purchaseOrderLines'>, 'availability' | 'availabilityDate' | 'availableQuantity'>;

function badgeColor(availability: NonNullable<Line['availability']>) {
  switch (availability) {
    case 'available_in_warehouse':
    case 'prepared_in_warehouse':
      return 'success';
    case 'bought_expected':
    case 'not_bought_expected':
    case 'quantity_modified':
      return 'warning';
    case 'not_found_in_erp':
    case 'unavailable':
      return 'danger';
    default:
      return exhaustive(availability);
  }
}

/** A line's stock availability once the office checked it, with the figure its state shows. */
export function AvailabilityText({ line }: { line: Line }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const detailOf = useAvailabilityDetail();
  if (line.availability === null) return null;
  const detail = detailOf(line);
  return (
    <span className={styles.root}>
      <Badge appearance="tint" color={badgeColor(line.availability)}>
        {t(availabilityKeys[line.availability])}
      </Badge>
      {detail !== null && <Text size={200}>{detail}</Text>}
    </span>
  );
}
