import { useTranslation } from 'react-i18next';
import type { PurchaseOrderLine } from '../domain/entities/purchase-order-line.schema';
import { exhaustive } from '../domain/enums';
import { availabilityDetail } from '../domain/projects';
import { useFormatDate } from './use-format';

type Line = Pick<PurchaseOrderLine, 'availability' | 'availabilityDate' | 'availableQuantity'>;

/** A line's availability figure in words ("Expected on 3 Dec 2026", "2 remaining"), or null: the client's list and the office's step say the same. */
export function useAvailabilityDetail(): (line: Line) => string | null {
  const { t } = useTranslation('projectDetail');
  const formatDate = useFormatDate('date');
  return (line) => {
    const detail = availabilityDetail(line);
    if (detail === null) return null;
    switch (detail.kind) {
      case 'expected':
        return t('availability.expected', { date: formatDate(detail.date) });
      case 'remaining':
        return t('availability.remaining', { count: detail.count });
      default:
        return exhaustive(detail);
    }
  };
}
