import type { Language } from './translations';

/** The first amount of a text as the app writes it in `lng` ("1 234,56 €", "€1,234.56", a minus) as cents. */
export function cents(text: string, lng: Language = 'fr'): number {
  const [pattern, group, decimal] =
    lng === 'fr' ? [/-?[\d\s\u202f\u00a0]+,\d{2}/, /[\s\u202f\u00a0]/g, ','] : [/-?[\d,]+\.\d{2}/, /,/g, '.'];
  const figure = pattern.exec(text.replace(/-\s*€/, '-'))?.[0];
  if (figure === undefined) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(figure.replace(group, '').replace(decimal, '.')) * 100);
}
