import { useLiveQuery } from 'dexie-react-hooks';
import type { FitoutDatabase } from '../../../db/database';
import { byId } from '../../../db/hooks/stable-rows';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { readCatalogueConfig } from '../../../lib/catalogue-api';
import { httpTrialApi } from '../../../sync/trial/trial-api';
import { refreshTrialCatalogue } from '../../../sync/trial/trial-catalogue';
import { openTrialDatabase } from '../../../sync/trial/trial-database';
import { useSyncRuntime, type SyncRuntime } from '../../../sync/use-sync-runtime';
import { showcasePacks, type ShowcasePack } from '../lib/showcase-packs';

async function readShowcase(db: FitoutDatabase): Promise<ShowcasePack[]> {
  const tables = [db.entity('furnitureModules'), db.entity('furniture'), db.meta];
  return db.transaction('r', tables, async () => {
    const [modules, { vatRateBp }] = await Promise.all([
      db.entity('furnitureModules').toArray(),
      readCatalogueConfig(db),
    ]);
    const ids = modules.flatMap((module) =>
      module.contentLines.flatMap((line) =>
        line.kind === 'furniture' && line.refId !== null ? [line.refId] : [],
      ),
    );
    const rows = await db.entity('furniture').bulkGet([...new Set(ids)]);
    return showcasePacks({ modules, furniture: byId(rows.filter((row) => row !== undefined)), vatRateBp });
  });
}

/** The trial's database, its catalogue refreshed once; closed when the home page leaves. */
function startShowcase(): SyncRuntime & { db: FitoutDatabase } {
  const db = openTrialDatabase();
  void refreshTrialCatalogue(db, httpTrialApi);
  return { db, stop: () => db.close() };
}

/**
 * The packs the home page shows, from the trial's catalogue on this device (the one `/try` quotes
 * from), refreshed from the server when the network allows: offline, the packs of the last visit
 * show; on a first visit offline, or where the browser keeps no data, there are none.
 */
export function useShowcasePacks(): LiveResult<ShowcasePack[]> {
  const db = useSyncRuntime(startShowcase)?.db;
  const answer = useLiveQuery(async () => db && { data: await readShowcase(db).catch(() => []) }, [db]);
  return toLiveResult(answer);
}
