import { Button, Field } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDocument } from '../../lib/quote-pdf';

function saveFile(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Makes the quote's PDF on the device, so it works offline. The writer loads on the first click:
 * no screen pays for it before someone asks for a PDF.
 */
export function QuoteDownloadButton({
  fileName,
  makeDocument,
}: {
  fileName: string;
  makeDocument: () => QuoteDocument;
}) {
  const { t } = useTranslation('quote');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      const { quotePdf } = await import('../../lib/quote-pdf');
      saveFile(quotePdf(makeDocument()), fileName);
      setFailed(false);
    } catch {
      // The writer's chunk did not load: offline before this version was fully cached.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field validationMessage={failed ? t('download.failed') : undefined}>
      <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void onDownload()}>
        {t('download.label')}
      </Button>
    </Field>
  );
}
