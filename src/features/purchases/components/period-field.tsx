import { useTranslation } from 'react-i18next';
import type { ValidationLabelKey } from '../../../i18n/validation-labels';
import { DateField as DayField } from '../../../ui/date-field';
import type { DateField, ExportLimit } from '../lib/purchase-form';

/**
 * One end of the purchases' period, a UTC day: its own error, and under the end the warning that
 * the export would refuse so long a period.
 */
export function PeriodField({
  field,
  value,
  error,
  exportLimit,
  className,
  onChange,
}: {
  field: DateField;
  value: string;
  error: ValidationLabelKey | undefined;
  exportLimit: ExportLimit | null;
  className: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('purchases');
  const overLimit = field === 'end' && exportLimit !== null;
  return (
    <DayField
      className={className}
      label={t(field === 'start' ? 'filters.start' : 'filters.end')}
      hint={t('filters.utc_hint')}
      message={error ? t(error) : undefined}
      warning={
        overLimit
          ? t('validation:period_too_long', { count: exportLimit.max, days: exportLimit.days })
          : undefined
      }
      required
      value={value}
      onChange={onChange}
    />
  );
}
