import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../../db/database-context';
import { useBusinessSettings } from '../../../../db/hooks/use-business-settings';
import { type VatPreference } from '../../../../domain/enums';
import { languageOf } from '../../../../i18n/language-of';
import { addressLines, useCountryName } from '../../../../i18n/address-text';
import { useFormatDate, useFormatMoney } from '../../../../i18n/use-format';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientParty } from '../../lib/client-party';
import { signedAcceptanceOf } from '../../lib/draft-snapshot';
import type { RentalAgreementDocument } from '../../lib/rental-agreement-pdf';
import { documentPictures } from '../quote/document-pictures';
import type { QuoteView } from '../quote/quote-view';
import { rentalAgreementDocument } from './rental-agreement-document';

/**
 * What makes the rental agreement's document on this device: the synced business settings (identity
 * and rental terms), the client, the furniture's pictures as the device has them, in the reader's
 * language, and the client's signature when it signed the quote as it stands (signing a rented
 * quote signs its agreement: the same rent, the same furniture).
 */
export function useMakeRentalAgreementDocument(
  draft: ProjectDraft,
  view: QuoteView,
  preference: VatPreference,
): () => Promise<RentalAgreementDocument | null> {
  const { t, i18n } = useTranslation(['projectDetail', 'quote', 'common']);
  const db = useDatabase();
  const business = useBusinessSettings();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate('date');
  const countryName = useCountryName();
  const language = languageOf(i18n.resolvedLanguage);
  const { project, client } = draft;

  return async () => {
    const [{ thumbnails, clientLogo }, acceptance] = await Promise.all([
      documentPictures(view, client?.logo),
      signedAcceptanceOf(db, draft),
    ]);
    return rentalAgreementDocument({
      view,
      preference,
      project,
      deliveryLines: addressLines(project.address, countryName(project.address.country)),
      lessee: client === undefined ? null : clientParty(client, clientLogo, countryName, t),
      acceptance,
      business,
      date: formatDate(new Date()),
      language,
      thumbnails,
      t,
      formatMoney,
      formatDate,
    });
  };
}
