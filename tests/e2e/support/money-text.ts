/** The first French amount of a text ("1 234,56 €", any spaces, a minus) as cents. */
export function cents(text: string): number {
  const figure = /-?[\d\s\u202f\u00a0]+,\d{2}/.exec(text)?.[0];
  if (figure === undefined) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(figure.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.')) * 100);
}
