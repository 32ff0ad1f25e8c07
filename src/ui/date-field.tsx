import { Field, Input, makeStyles, mergeClasses } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayInput } from '../i18n/day-input';
import { toDate } from '../i18n/use-format';

const DayPicker = lazy(() => import('./day-picker').then((m) => ({ default: m.DayPicker })));

// A grid or flex item may be narrower than the text box's own width.
const useStyles = makeStyles({ root: { minWidth: 0 } });

/**
 * A labelled day field over an ISO day ("2026-09-14", "" for none) that forms and filters
 * compare, shown and typed as the interface language writes a day. A typed text that is no day is
 * refused at the field. Until the picker's chunk arrives, the same text shows read-only.
 */
export function DateField({
  label,
  value,
  onChange,
  message,
  warning,
  hint,
  required = false,
  disabled = false,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  /** Said under the field when nothing is wrong with the day itself (a period too long, say). */
  warning?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Said here, not only by a disabled fieldset around: the calendar's button ignores the fieldset. */
  disabled?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const styles = useStyles();
  const [invalid, setInvalid] = useState(false);
  const error = message ?? (invalid ? t('date_field.invalid') : undefined);
  const waiting = (
    <Input
      readOnly
      disabled={disabled}
      value={value === '' ? '' : formatDayInput(i18n.language, toDate(value))}
    />
  );

  return (
    <Field
      className={mergeClasses(styles.root, className)}
      label={label}
      hint={hint}
      validationMessage={error ?? warning}
      validationState={error !== undefined ? 'error' : warning !== undefined ? 'warning' : 'none'}
    >
      <Suspense fallback={waiting}>
        <DayPicker
          value={value}
          onChange={onChange}
          onInvalid={setInvalid}
          required={required}
          disabled={disabled}
        />
      </Suspense>
    </Field>
  );
}
