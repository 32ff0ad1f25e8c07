import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Money, dates and sorting in the interface language, through Intl: the one home of these formats,
 * so every screen writes "1 234,50 €" or "€1,234.50" the same way.
 */

/** Cents to a price in the interface language: "1 234,50 €" in French, "€1,234.50" in English. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
    return (cents: number) => format.format(cents / 100);
  }, [i18n.language]);
}

export type DateStyle = 'date' | 'date-time' | 'date-seconds' | 'month';

// One way to write a day per language ("27 Nov 2026", "27 nov. 2026"), with or without the time:
// a popover saying "11/27/26" beside a list saying "Nov 27, 2026" read as two different dates.
const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  'date-seconds': { dateStyle: 'medium', timeStyle: 'medium' },
  month: { month: 'short', year: 'numeric' },
};

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO string as a Date. A calendar date (`2026-04-01`, a day with no time zone) is that day at
 * local midnight: `new Date('2026-04-01')` is midnight UTC, the day before in America.
 */
export function toDate(value: string): Date {
  const day = calendarDay.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A date (a Date, an ISO time or a calendar date) in the interface language, in one of the app's styles. */
export function useFormatDate(style: DateStyle): (date: Date | string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, dateOptions[style]);
    return (date: Date | string) => format.format(typeof date === 'string' ? toDate(date) : date);
  }, [i18n.language, style]);
}

/** A VAT rate in basis points as a percentage in the interface language: 2000 → "20 %" / "20%". */
export function useFormatVatRate(): (vatRateBp: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
    return (vatRateBp: number) => format.format(vatRateBp / 10_000);
  }, [i18n.language]);
}

/** A plain number in the interface language, with at most `fractionDigits` decimals. */
export function useFormatNumber(fractionDigits: number): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: fractionDigits });
    return (value: number) => format.format(value);
  }, [i18n.language, fractionDigits]);
}

/** A collator of the interface language, for sorting names as a reader expects. */
export function useCollator(): Intl.Collator {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }),
    [i18n.language],
  );
}

/** A size in bytes in the interface language, as kilobytes or megabytes ("1,2 Mo", "340 kB"). */
export function useFormatBytes(): (bytes: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const kilobytes = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    });
    const megabytes = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
    return (bytes: number) =>
      bytes < 1_000_000 ? kilobytes.format(bytes / 1000) : megabytes.format(bytes / 1_000_000);
  }, [i18n.language]);
}
