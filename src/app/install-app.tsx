import type { i18n } from 'i18next';
import { InstallScreen } from '../features/install/components/install-screen';
import { PublicFrame } from '../features/layout/components/public-frame';
import { PageProviders } from './page-providers';
import { UpdateBar } from './update/update-bar';

/**
 * The installer's page (`/install/{purchaseOrderId}/{installationToken}`), a page of its own: the
 * link's world whoever may be signed in on the device, with no router, no session and no other
 * screen to download on a phone that never saw the app. Nothing above the screen waits for words,
 * so the link's check leaves as soon as the page runs.
 */
export function InstallApp({
  i18n,
  purchaseOrderId,
  installationToken,
}: {
  i18n: i18n;
  purchaseOrderId: string;
  installationToken: string;
}) {
  return (
    <PageProviders i18n={i18n}>
      <PublicFrame>
        <UpdateBar />
        <InstallScreen purchaseOrderId={purchaseOrderId} installationToken={installationToken} />
      </PublicFrame>
    </PageProviders>
  );
}
