import type { TFunction } from 'i18next';

/** A project's dates as a document prints them: "12 Jan 2027 to 30 Jan 2027", "from 12 Jan 2027"; null with none. */
export function dateRangeText(
  dates: { start: string | null; end: string | null },
  formatDate: (isoDate: string) => string,
  t: TFunction<'common'>,
): string | null {
  const { start, end } = dates;
  if (start !== null && end !== null)
    return t('common:documents.dates_range', { start: formatDate(start), end: formatDate(end) });
  const one = start ?? end;
  return one === null ? null : t('common:documents.dates_from', { date: formatDate(one) });
}
