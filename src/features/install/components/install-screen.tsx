import { useEffect, useState } from 'react';
import { DatabaseProvider } from '../../../db/database-context';
import { openDatabase } from '../../../db/database';
import { installDatabaseName } from '../lib/install-database';
import { InstallGate } from './install-gate';

/**
 * `/install/{purchaseOrderId}/{installationToken}`: no login. The page works on its own database
 * (one per purchase order), so it neither reads nor disturbs a signed-in user's data on the device.
 */
export function InstallScreen({
  purchaseOrderId,
  installationToken,
}: {
  purchaseOrderId: string;
  installationToken: string;
}) {
  const [db] = useState(() => openDatabase(installDatabaseName(purchaseOrderId)));
  // Closed when the page leaves, but left free to reopen: React's strict mode unmounts and mounts
  // the screen again while its work still runs, and a query of that work on a closed database threw
  // an uncaught DatabaseClosedError.
  useEffect(() => () => db.close({ disableAutoOpen: false }), [db]);
  return (
    <DatabaseProvider db={db}>
      <InstallGate key={installationToken} purchaseOrderId={purchaseOrderId} token={installationToken} />
    </DatabaseProvider>
  );
}
