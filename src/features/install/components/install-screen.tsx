import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DatabaseProvider } from '../../../db/database-context';
import { openDatabase } from '../../../db/database';
import { installDatabaseName } from '../lib/install-database';
import { InstallGate } from './install-gate';

/**
 * `/install/{purchaseOrderId}/{installationToken}`: no login. The page works on its own database
 * (one per purchase order), so it neither reads nor disturbs a signed-in user's data on the device.
 */
export function InstallScreen() {
  const { purchaseOrderId = '', installationToken = '' } = useParams();
  const [db] = useState(() => openDatabase(installDatabaseName(purchaseOrderId)));
  useEffect(() => () => db.close(), [db]);
  return (
    <DatabaseProvider db={db}>
      <InstallGate key={installationToken} purchaseOrderId={purchaseOrderId} token={installationToken} />
    </DatabaseProvider>
  );
}
