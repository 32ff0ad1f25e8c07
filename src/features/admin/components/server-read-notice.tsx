import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { OnlineRead } from '../../../lib/use-online-read';

/** What a dashboard section read from the server says while it is not there: loading, offline, failed. */
export function ServerReadNotice({
  read,
  texts,
}: {
  read: OnlineRead<unknown>;
  texts: { loading: string; offline: string; failed: string };
}) {
  if (read.status === 'loading') return <Spinner size="tiny" label={texts.loading} />;
  if (read.status === 'loaded') return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{read.status === 'offline' ? texts.offline : texts.failed}</MessageBarBody>
    </MessageBar>
  );
}
