import { Button, Field } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../../../lib/save-download';
import type { QuoteDocument } from '../../lib/quote-pdf';

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
      const bytes = quotePdf(makeDocument()) as Uint8Array<ArrayBuffer>;
      saveDownload(new Blob([bytes], { type: 'application/pdf' }), fileName);
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
