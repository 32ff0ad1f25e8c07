/**
 * Text for the standard Helvetica fonts in WinAnsiEncoding: Latin-1 covers French accents, and the
 * 0x80–0x9F block adds the euro sign, curly quotes and the ligatures œ and Œ.
 */
const windows1252Extras: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
  // Intl writes French thousands with a narrow no-break space, which the font lacks: a no-break space.
  '\u202f': 0xa0,
  '\u2009': 0xa0,
};

const unknown = 0x3f; // '?'

/** The WinAnsi byte of each character; a character the encoding lacks becomes '?'. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? unknown;
    const extra = windows1252Extras[char];
    if (extra !== undefined) bytes.push(extra);
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(unknown);
  }
  return bytes;
}

/**
 * A PDF literal string, ASCII only: the delimiters and the backslash escaped, every byte above 0x7E
 * as an octal escape, so the file's byte offsets are its character offsets.
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/*
 * Helvetica's advance widths (thousandths of the font size) for what amounts are written with, so a
 * column of prices lines up on its right edge; any other character counts as a wide one. The bold
 * face has the same widths for these.
 */
const narrow = new Set([' ', '\u00a0', '\u202f', '\u2009', ',', '.', '/', ':', 'i', 'l', 'j', 'I']);
const amountWidths = { narrow: 278, minus: 333, other: 556 } as const;

/** The width of a text in points, exact for digits and separators, an upper bound for letters. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) {
    if (narrow.has(char)) units += amountWidths.narrow;
    else if (char === '-') units += amountWidths.minus;
    else units += amountWidths.other;
  }
  return (units * size) / 1000;
}
