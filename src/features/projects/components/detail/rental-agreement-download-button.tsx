import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { saveDownload } from '../../../../lib/save-download';
import { DownloadButton } from '../../../../ui/download-button';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import type { QuoteView } from '../quote/quote-view';
import { useMakeRentalAgreementDocument } from './use-make-rental-agreement-document';

/**
 * Makes the rental agreement's PDF on the device, so it works offline; the layout library loads on
 * the first click, as for the quote.
 */
export function RentalAgreementDownloadButton({
  draft,
  view,
  preference,
}: {
  draft: ProjectDraft;
  view: QuoteView;
  preference: VatPreference;
}) {
  const { t } = useTranslation('projectDetail');
  const makeDocument = useMakeRentalAgreementDocument(draft, view, preference);

  async function download() {
    const [{ rentalAgreementPdf }, document] = await Promise.all([
      import('../../lib/rental-agreement-pdf'),
      makeDocument(),
    ]);
    // A bought project has no agreement tab, so no button: nothing to make.
    if (document === null) return;
    const bytes = (await rentalAgreementPdf(document)) as Uint8Array<ArrayBuffer>;
    saveDownload(
      new Blob([bytes], { type: 'application/pdf' }),
      t('agreement.file_name', { name: draft.project.name }),
    );
  }

  return (
    <DownloadButton
      label={t('agreement.download')}
      failedText={t('agreement.download_failed')}
      download={download}
    />
  );
}
