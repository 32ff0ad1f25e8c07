import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLatestAcceptance } from '../../../../db/hooks/use-latest-acceptance';
import { useFormatDate } from '../../../../i18n/use-format';

/**
 * The quote's number, and once signed (the success word of "Accept the quote"), "Accepted on … by …": by the server's time once it kept the
 * signature, else the device's, said to be waiting to be sent.
 */
export function AcceptanceNote({ projectId, quoteNumber }: { projectId: string; quoteNumber: string }) {
  const { t } = useTranslation('projectDetail');
  const formatDate = useFormatDate('date-time');
  const latest = useLatestAcceptance(projectId);
  const acceptance = latest.data;
  if (quoteNumber === '' && acceptance === undefined) return null;
  return (
    // A status: signing closes its dialog, and this is where the acceptance (then its arrival) is said.
    <MessageBar intent={acceptance === undefined ? 'info' : 'success'} layout="multiline" role="status">
      <MessageBarBody>
        {quoteNumber !== '' && t('sign.number', { number: quoteNumber })}
        {acceptance !== undefined && ' '}
        {acceptance !== undefined &&
          t(acceptance.serverSignedAt === null ? 'sign.accepted_pending' : 'sign.accepted', {
            date: formatDate(acceptance.serverSignedAt ?? acceptance.deviceSignedAt),
            name: acceptance.signerName,
          })}
      </MessageBarBody>
    </MessageBar>
  );
}
