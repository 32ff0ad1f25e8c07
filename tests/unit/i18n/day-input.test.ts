import { describe, expect, it } from 'vitest';
import { calendarNames, formatDayInput, isoDay, parseDayInput } from '../../../src/i18n/day-input';

describe('a day typed in the interface language', () => {
  it('is written day first in French and month first in English', () => {
    const day = new Date(2026, 8, 4);
    expect(formatDayInput('fr', day)).toBe('04/09/2026');
    expect(formatDayInput('en', day)).toBe('09/04/2026');
  });

  it.each([
    ['fr', '04/09/2026', '2026-09-04'],
    ['fr', '4/9/26', '2026-09-04'],
    ['fr', '04.09.2026', '2026-09-04'],
    ['en', '09/04/2026', '2026-09-04'],
    ['en', '9-4-2026', '2026-09-04'],
  ])('reads %s "%s" as %s', (language, text, iso) => {
    const date = parseDayInput(language, text);
    expect(date && isoDay(date)).toBe(iso);
  });

  it.each([
    ['fr', '31/02/2026'],
    ['en', '13/01/2026'],
    ['fr', '2026'],
    ['fr', 'demain'],
    ['fr', ''],
  ])('refuses %s "%s", which is no day', (language, text) => {
    expect(parseDayInput(language, text)).toBeNull();
  });

  it('reads back what it writes, in both languages', () => {
    for (const language of ['fr', 'en']) {
      for (const iso of ['2026-01-31', '2026-12-01', '2027-02-28']) {
        const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
        const written = formatDayInput(language, new Date(year, month - 1, day));
        expect(isoDay(parseDayInput(language, written) ?? new Date(Number.NaN))).toBe(iso);
      }
    }
  });

  it('keeps the local day in ISO, whatever the time zone', () => {
    expect(isoDay(new Date(2026, 0, 1, 23, 59))).toBe('2026-01-01');
  });
});

describe('the calendar names', () => {
  it('are French months and weekdays (from Sunday) in French', () => {
    const names = calendarNames('fr');
    expect(names.months[8]).toBe('septembre');
    expect(names.days[0]).toBe('dimanche');
    expect(names.days[1]).toBe('lundi');
    expect(names.shortDays).toHaveLength(7);
  });

  it('are English in English', () => {
    expect(calendarNames('en').months[0]).toBe('January');
    expect(calendarNames('en').days[0]).toBe('Sunday');
  });
});
