import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useBusinessSettings } from '../../../db/hooks/use-business-settings';
import { languageOf } from '../../../i18n/language-of';
import { addressLines, useCountryName } from '../../../i18n/address-text';
import { useFormatDate, useFormatMoney, useFormatVatRate } from '../../../i18n/use-format';
import { orderDocument, type SupplierOf } from '../lib/order-document';
import type { OrderDocument } from '../lib/order-pdf';
import type { AdminProject } from './use-admin-project';

/**
 * What makes a purchase order's document on this device, from the synced rows (the business's
 * identity included), in the reader's language: it works offline.
 */
export function useMakeOrderDocument(
  data: AdminProject,
  order: LocalRow<'purchaseOrders'>,
  version: string,
): () => OrderDocument {
  const { t, i18n } = useTranslation('adminProjects');
  const business = useBusinessSettings();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatVatRate();
  const formatDate = useFormatDate('date');
  const countryName = useCountryName();
  const language = languageOf(i18n.resolvedLanguage);
  const { project } = data;
  // The catalogue's supplier of what the line orders (the replacement's, when one was ordered instead).
  const supplierOf: SupplierOf = (item) => {
    const furniture = item.furnitureId === null ? undefined : data.furniture.get(item.furnitureId);
    return furniture && { supplier: furniture.supplier, reference: furniture.supplierSku };
  };
  return () =>
    orderDocument({
      order,
      version,
      project,
      clientName: data.client?.name ?? '',
      deliveryLines: addressLines(project.address, countryName(project.address.country)),
      supplierOf,
      business,
      language,
      t,
      formatMoney,
      formatRate,
      formatDate,
    });
}
