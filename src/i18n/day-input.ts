/*
 * A calendar day typed or read in the interface language ("14/09/2026" in French, "09/14/2026" in
 * English), while forms and filters keep the ISO day ("2026-09-14"). Intl says each language's
 * order, so the field and the text a screen shows never disagree.
 */

type DayPart = 'day' | 'month' | 'year';

const numericDay: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A day as the language writes it in digits: "14/09/2026" (fr), "09/14/2026" (en). */
export function formatDayInput(language: string, date: Date): string {
  return new Intl.DateTimeFormat(language, numericDay).format(date);
}

/** The order of day, month and year in the language's numeric dates. */
function dayPartOrder(language: string): DayPart[] {
  return new Intl.DateTimeFormat(language, numericDay)
    .formatToParts(new Date(2026, 0, 31))
    .flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
}

/** What a user typed, read in the language's order ("14/9/26", "14.09.2026"), or null if it is no day. */
export function parseDayInput(language: string, text: string): Date | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return null;
  const order = dayPartOrder(language);
  const part = (name: DayPart) => numbers[order.indexOf(name)] ?? Number.NaN;
  const rawYear = part('year');
  // Two digits mean this century: nobody plans a fit-out in 1926.
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const date = new Date(year, part('month') - 1, part('day'));
  const sameDay =
    date.getFullYear() === year && date.getMonth() === part('month') - 1 && date.getDate() === part('day');
  return sameDay && year >= 1000 && year <= 9999 ? date : null;
}

/** A local day as ISO "yyyy-mm-dd" (not toISOString, which moves to UTC and can change the day). */
export function isoDay(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The language's month and weekday names, as a calendar shows them (weekdays from Sunday). */
export function calendarNames(language: string): {
  months: string[];
  shortMonths: string[];
  days: string[];
  shortDays: string[];
} {
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat(language, options);
    return dates.map((date) => format.format(date));
  };
  const months = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1));
  // 2026-03-01 is a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, day) => new Date(2026, 2, 1 + day));
  return {
    months: names({ month: 'long' }, months),
    shortMonths: names({ month: 'short' }, months),
    days: names({ weekday: 'long' }, weekdays),
    shortDays: names({ weekday: 'narrow' }, weekdays),
  };
}
