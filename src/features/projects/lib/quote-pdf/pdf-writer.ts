import { pdfString } from './win-ansi';

/** A4 in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;

export type PdfFont = 'regular' | 'bold';

export type PdfMark =
  | { type: 'text'; x: number; y: number; size: number; font: PdfFont; text: string }
  | { type: 'rule'; x1: number; y1: number; x2: number; y2: number };

export type PdfPage = readonly PdfMark[];

const fontNames = { regular: '/F1', bold: '/F2' } as const satisfies Record<PdfFont, string>;

function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pageContent(page: PdfPage): string {
  const ops: string[] = [];
  for (const mark of page) {
    switch (mark.type) {
      case 'text':
        ops.push(
          `BT ${fontNames[mark.font]} ${number(mark.size)} Tf ${number(mark.x)} ${number(mark.y)} Td ${pdfString(mark.text)} Tj ET`,
        );
        break;
      case 'rule':
        ops.push(
          `0.75 G 0.5 w ${number(mark.x1)} ${number(mark.y1)} m ${number(mark.x2)} ${number(mark.y2)} l S`,
        );
        break;
      default:
        return mark satisfies never;
    }
  }
  return ops.join('\n');
}

/**
 * A PDF 1.4 file of text and rules in the standard Helvetica fonts (no font to embed, so the
 * writer stays small enough to make quotes on the device, offline). Object numbers: 1 catalog,
 * 2 page tree, 3–4 fonts, 5 info, then each page and its content stream.
 */
export function writePdf(pages: readonly PdfPage[], title: string): Uint8Array {
  const objects: string[] = [];
  const firstPage = 6;
  const pageIds = pages.map((_, index) => firstPage + index * 2);
  const contentIdOf = (index: number) => firstPage + index * 2 + 1;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title ${pdfString(title)} /Producer (Fitout) >>`);
  pages.forEach((page, index) => {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentIdOf(index)} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });

  // Every string above is ASCII (pdfString escapes the rest), so a character offset is a byte offset;
  // only the header's marker line, which tells tools the file is binary, is written as bytes apart.
  const header = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  const bytes = new Uint8Array(body.length);
  for (let index = 0; index < body.length; index += 1) bytes[index] = body.charCodeAt(index);
  return bytes;
}
