/**
 * Hands a blob to the browser as a download under `fileName` (already in the reader's language:
 * every download's name comes from the translations).
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download from the URL: it can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
