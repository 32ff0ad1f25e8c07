import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { readBack } from '../../support/pdf-text';

/** A downloaded PDF's text as pdftotext lays it out, and its metadata. */
export async function downloadedPdf(download: Download): Promise<{ text: string; info: string }> {
  const path = await download.path();
  return readBack(readFileSync(path), 'download');
}
