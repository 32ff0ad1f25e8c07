export const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** SpreadsheetML's namespace. */
export const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

// XML 1.0 allows no C0 control character but tab, line feed and carriage return, nor U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex -- the pattern names the control characters XML forbids, on purpose
const notXmlText = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- the pattern names the control characters XML forbids, on purpose
const notXmlTextAll = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return notXmlText.test(value) ? value.replace(notXmlTextAll, (char) => entities[char] ?? '') : value;
}

export function xmlAttribute(value: string): string {
  return xmlText(value).replaceAll('"', '&quot;');
}
