import { renderPdf } from '../../../../lib/pdf/render-pdf';
import { rentalAgreementDefinition } from './rental-agreement-definition';
import type { RentalAgreementDocument } from './rental-agreement-model';

export type { AgreementSigner, RentalAgreementDocument } from './rental-agreement-model';

/** The rental agreement as PDF bytes, made on the device. Imported lazily: only a download needs it. */
export function rentalAgreementPdf(doc: RentalAgreementDocument): Promise<Uint8Array> {
  return renderPdf(rentalAgreementDefinition(doc));
}
