import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { saveDownload } from '../../../../lib/save-download';
import { whenPageSettled } from '../../../../lib/when-page-settled';
import { DownloadButton } from '../../../../ui/download-button';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import type { QuoteView } from './quote-view';
import { useMakeQuoteDocument } from './use-make-quote-document';

/** Loads the quote's writer (pdfmake and its fonts) so that a click finds it ready. */
function prepareQuotePdf(): void {
  import('../../lib/quote-pdf').then(
    ({ prepareWriter }) => prepareWriter(),
    () => {},
  );
}

/** In the page's idle time; right away where requestIdleCallback is missing (Safari). */
function whenIdle(action: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(action);
  else action();
}

/**
 * Makes the quote's PDF on the device, so it works offline. The layout library loads once the
 * quote has shown and the page has settled, or as the pointer or the focus comes to the button:
 * only the quote's screen pays for it, and a click finds it ready (its first load and compilation
 * took most of a first download). It fails only when the layout's chunk did not load: offline
 * before this version was fully cached.
 */
export function QuoteDownloadButton({
  draft,
  view,
  preference,
  visitor = false,
}: {
  draft: ProjectDraft;
  view: QuoteView;
  preference: VatPreference;
  visitor?: boolean;
}) {
  const { t } = useTranslation('quote');
  const makeDocument = useMakeQuoteDocument(draft, view, preference, visitor);
  useEffect(() => whenPageSettled(() => whenIdle(prepareQuotePdf)), []);

  async function download() {
    const { quotePdf } = await import('../../lib/quote-pdf');
    const bytes = (await quotePdf(makeDocument())) as Uint8Array<ArrayBuffer>;
    saveDownload(
      new Blob([bytes], { type: 'application/pdf' }),
      t('download.file_name', { name: draft.project.name }),
    );
  }

  return (
    <DownloadButton
      label={t('download.label')}
      failedText={t('download.failed')}
      download={download}
      prepare={prepareQuotePdf}
    />
  );
}
