import type { Locator } from '@playwright/test';
import type { Language } from './translations';

/** An ISO day ("2026-09-14") as the app's date fields write it: "14/09/2026" in French, "09/14/2026" in English. */
export function dayText(lng: Language, iso: string): string {
  const [year, month, day] = iso.split('-');
  return lng === 'fr' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Types a day into a date field as a user of that language would, then leaves it (which commits it). */
export async function typeDay(field: Locator, lng: Language, iso: string): Promise<void> {
  await field.fill(dayText(lng, iso));
  await field.press('Tab');
}
