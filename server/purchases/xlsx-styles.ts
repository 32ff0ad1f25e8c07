import type { Language } from '../../src/domain/enums';
import { main, xmlAttribute, xmlHead } from './xlsx-xml';

/** Indexes into the cellXfs below, which the sheet's cells name. */
export const xlsxStyleIds = { title: 1, money: 2, date: 3, totalMoney: 4 } as const;

/**
 * Euros as each language writes them: the spreadsheet shows the separators of its own locale,
 * the symbol stays where the language puts it. 164 is the first id free for custom formats.
 */
const currencyFormats = {
  en: '"€"#,##0.00',
  fr: '#,##0.00 "€"',
} as const satisfies Record<Language, string>;
const currencyFormatId = 164;
/** Built-in format 14: the short date of the reader's locale. */
const dateFormatId = 14;

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;

function xf(numFmtId: number, fontId: number): string {
  const applied = `${numFmtId === 0 ? '' : ' applyNumberFormat="1"'}${fontId === 0 ? '' : ' applyFont="1"'}`;
  return `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${applied}/>`;
}

/** styles.xml: plain, bold (titles, totals' label), money, date, bold money (totals). */
export function xlsxStyles(language: Language): string {
  return `${xmlHead}<styleSheet xmlns="${main}">\
<numFmts count="1"><numFmt numFmtId="${currencyFormatId}" formatCode="${xmlAttribute(currencyFormats[language])}"/></numFmts>\
<fonts count="2">${font(false)}${font(true)}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="5">${xf(0, 0)}${xf(0, 1)}${xf(currencyFormatId, 0)}${xf(dateFormatId, 0)}${xf(currencyFormatId, 1)}</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;
}
