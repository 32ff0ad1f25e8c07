import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { exhaustive } from '../../../domain/enums';
import { LoadingScreen } from '../../../ui/loading-screen';
import { useEarlySyncWorker } from '../hooks/use-early-sync-worker';
import { useInstallLink, type InstallLinkState } from '../hooks/use-install-link';
import { InstallSync } from './install-sync';
import { InstallShell } from './install-shell';
import { LinkRefused } from './link-refused';

/**
 * The link's check decides: the page (valid, or valid when last seen offline), or why not. The
 * check leaves at once, while the page's words load, not after: the gate never waits for them (a
 * suspended gate had held it back by the words' round trip on a first visit), what it shows does.
 * The sync worker starts loading beside it.
 */
export function InstallGate({ purchaseOrderId, token }: { purchaseOrderId: string; token: string }) {
  const db = useDatabase();
  const link = useInstallLink(db, purchaseOrderId, token);
  const takeSyncWorker = useEarlySyncWorker();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LinkPage link={link} createSyncWorker={takeSyncWorker} />
    </Suspense>
  );
}

function LinkPage({ link, createSyncWorker }: { link: InstallLinkState; createSyncWorker: () => Worker }) {
  const { t } = useTranslation('install');
  switch (link.status) {
    case 'checking':
      return <LoadingScreen />;
    case 'ready':
      return <InstallSync link={link.link} createSyncWorker={createSyncWorker} />;
    case 'refused':
      return <LinkRefused reason={link.reason} />;
    case 'needsNetwork':
      return (
        <InstallShell title={t('link.needs_network_title')}>
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('link.needs_network_text')}</MessageBarBody>
          </MessageBar>
        </InstallShell>
      );
    default:
      return exhaustive(link);
  }
}
