import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { saveDownload } from '../../../lib/save-download';
import { DownloadButton } from '../../../ui/download-button';
import type { AdminProject } from '../hooks/use-admin-project';
import { useMakeOrderDocument } from '../hooks/use-make-order-document';

/**
 * The purchase order version shown, as a PDF for the warehouse, made on the device (offline too);
 * the layout library loads on the first click.
 */
export function OrderDownloadButton({
  data,
  order,
  version,
}: {
  data: AdminProject;
  order: LocalRow<'purchaseOrders'>;
  version: string;
}) {
  const { t } = useTranslation('adminProjects');
  const makeDocument = useMakeOrderDocument(data, order, version);

  async function download() {
    const { orderPdf } = await import('../lib/order-pdf');
    const bytes = (await orderPdf(makeDocument())) as Uint8Array<ArrayBuffer>;
    saveDownload(
      new Blob([bytes], { type: 'application/pdf' }),
      t('order.download.file_name', { name: data.project.name, number: order.number }),
    );
  }

  return (
    <DownloadButton
      label={t('order.download.label')}
      failedText={t('order.download.failed')}
      download={download}
    />
  );
}
