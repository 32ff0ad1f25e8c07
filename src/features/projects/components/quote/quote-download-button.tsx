import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { saveDownload } from '../../../../lib/save-download';
import { DownloadButton } from '../../../../ui/download-button';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import type { QuoteView } from './quote-view';
import { useMakeQuoteDocument } from './use-make-quote-document';

/**
 * Makes the quote's PDF on the device, so it works offline. The layout library loads on the first
 * click: no screen pays for it before someone asks for a PDF. It fails only when the layout's chunk
 * did not load: offline before this version was fully cached.
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

  async function download() {
    const { quotePdf } = await import('../../lib/quote-pdf');
    const bytes = (await quotePdf(makeDocument())) as Uint8Array<ArrayBuffer>;
    saveDownload(
      new Blob([bytes], { type: 'application/pdf' }),
      t('download.file_name', { name: draft.project.name }),
    );
  }

  return <DownloadButton label={t('download.label')} failedText={t('download.failed')} download={download} />;
}
