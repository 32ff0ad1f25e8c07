import { makeStyles } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarNames, formatDayInput, isoDay, parseDayInput } from '../i18n/day-input';
import { toDate } from '../i18n/use-format';

type CalendarStrings = NonNullable<DatePickerProps['strings']>;
type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;

// A percentage width lets the text box shrink to a narrow grid column (a filter bar on a phone)
// instead of widening the page to its default 20 characters.
const useStyles = makeStyles({
  root: { width: '100%', minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
});

/** Fluent's calendar in the interface language: month and day names from Intl, the rest translated. */
function useCalendarStrings(): CalendarStrings {
  const { t, i18n } = useTranslation('common');
  return useMemo(
    () => ({
      ...calendarNames(i18n.language),
      goToToday: t('date_field.go_to_today'),
      prevMonthAriaLabel: t('date_field.previous_month'),
      nextMonthAriaLabel: t('date_field.next_month'),
      prevYearAriaLabel: t('date_field.previous_year'),
      nextYearAriaLabel: t('date_field.next_year'),
      prevYearRangeAriaLabel: t('date_field.previous_years'),
      nextYearRangeAriaLabel: t('date_field.next_years'),
      closeButtonAriaLabel: t('date_field.close'),
      selectedDateFormatString: t('date_field.selected_date'),
      todayDateFormatString: t('date_field.today_date'),
      monthPickerHeaderAriaLabel: t('date_field.month_header'),
      yearPickerHeaderAriaLabel: t('date_field.year_header'),
    }),
    [t, i18n.language],
  );
}

/** The calendar's headings and day names for a screen reader ("15 septembre 2026"), through Intl. */
function useCalendarFormatting(language: string): DateFormatting {
  return useMemo(() => {
    const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const monthYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
    return {
      formatDay: (date) => String(date.getDate()),
      formatMonth: (date, strings) => strings.months[date.getMonth()] ?? '',
      formatYear: (date) => String(date.getFullYear()),
      formatMonthDayYear: (date) => longDay.format(date),
      formatMonthYear: (date) => monthYear.format(date),
    };
  }, [language]);
}

/**
 * Fluent's date picker over an ISO day ("2026-09-14", "" for none): typed in the interface
 * language's order ("14/09/2026" in French) or picked in its calendar. Its own chunk, loaded by
 * DateField: the screens without a date field (the installer's page) do not carry it.
 */
export function DayPicker({
  value,
  onChange,
  onInvalid,
  required,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onInvalid: (invalid: boolean) => void;
  required: boolean;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const strings = useCalendarStrings();
  const language = i18n.language;
  const formatting = useCalendarFormatting(language);
  const styles = useStyles();
  // Stable identities: the picker rewrites its text whenever the date or the formatter changes,
  // which would undo each key typed if they were new on every render.
  const date = useMemo(() => (value === '' ? null : toDate(value)), [value]);
  const formatDate = useCallback((day?: Date) => (day ? formatDayInput(language, day) : ''), [language]);
  const parseDate = useCallback((text: string) => parseDayInput(language, text), [language]);
  return (
    <DatePicker
      className={styles.root}
      input={{ className: styles.input }}
      allowTextInput
      required={required}
      disabled={disabled}
      value={date}
      onSelectDate={(day) => onChange(day ? isoDay(day) : '')}
      onValidationResult={({ error }) => onInvalid(error === 'invalid-input')}
      formatDate={formatDate}
      parseDateFromString={parseDate}
      placeholder={t('date_field.placeholder')}
      strings={strings}
      dateTimeFormatter={formatting}
      // DayOfWeek.Monday: the business works where weeks start on Monday, in either language.
      firstDayOfWeek={1}
      popupSurface={{ 'aria-label': t('date_field.calendar') }}
    />
  );
}
