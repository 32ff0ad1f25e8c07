import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../../db/database-context';
import { useBusinessSettings } from '../../../../db/hooks/use-business-settings';
import { type VatPreference } from '../../../../domain/enums';
import { languageOf } from '../../../../i18n/language-of';
import { useFormatDate, useFormatMoney, useFormatVatRate } from '../../../../i18n/use-format';
import type { QuoteDocument } from '../../lib/quote-pdf';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientParty } from '../../lib/client-party';
import { signedAcceptanceOf } from '../../lib/draft-snapshot';
import { addressLines, useCountryName } from '../../../../i18n/address-text';
import { documentPictures } from './document-pictures';
import { quoteDocument } from './quote-document';
import type { QuoteView } from './quote-view';
import { useQuoteValidity } from './use-quote-validity';

/**
 * What makes the quote's document on this device: the synced business settings, the client, the
 * project's pictures as the device has them, all in the reader's language. `visitor`: a trial's
 * draft, whose placeholder client is nobody to print.
 */
export function useMakeQuoteDocument(
  draft: ProjectDraft,
  view: QuoteView,
  preference: VatPreference,
  visitor: boolean,
): () => Promise<QuoteDocument> {
  const { t, i18n } = useTranslation('quote');
  const db = useDatabase();
  const business = useBusinessSettings();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatVatRate();
  const formatDate = useFormatDate('date');
  const validity = useQuoteValidity(draft.project);
  const countryName = useCountryName();
  const language = languageOf(i18n.resolvedLanguage);
  const { project } = draft;
  const client = visitor ? undefined : draft.client;

  return async () => {
    const [{ thumbnails, clientLogo }, acceptance] = await Promise.all([
      documentPictures(view, client?.logo),
      visitor ? undefined : signedAcceptanceOf(db, draft),
    ]);
    return quoteDocument({
      view,
      preference,
      project,
      deliveryLines: addressLines(project.address, countryName(project.address.country)),
      client: client === undefined ? null : clientParty(client, clientLogo, countryName, t),
      business,
      // Given by the server at submission: '' (a draft, or a submission not synced yet) prints "provisional".
      quoteNumber: project.quoteNumber,
      acceptance,
      date: formatDate(new Date()),
      validity,
      language,
      thumbnails,
      t,
      formatMoney,
      formatRate,
      formatDate,
    });
  };
}
