import { useLiveQuery } from 'dexie-react-hooks';
import type { FitoutDatabase } from '../../../db/database';
import { useDatabase } from '../../../db/database-context';

type NameReader = (db: FitoutDatabase, id: string) => Promise<string | undefined>;

/** What a person calls the row an id segment names, by the route's parameter; furniture by its client name. */
const nameReaders: Partial<Record<string, NameReader>> = {
  projectId: async (db, id) => (await db.entity('projects').get(id))?.name,
  clientId: async (db, id) => (await db.entity('clients').get(id))?.name,
  businessReferrerId: async (db, id) => (await db.entity('businessReferrers').get(id))?.name,
  furnitureId: async (db, id) => {
    const furniture = await db.entity('furniture').get(id);
    return furniture?.clientName || furniture?.name;
  },
  furnitureRangeId: async (db, id) => (await db.entity('furnitureRanges').get(id))?.name,
  furnitureModuleId: async (db, id) => {
    const module = await db.entity('furnitureModules').get(id);
    return module?.clientName || module?.name;
  },
  // An order is known by its project.
  purchaseOrderId: async (db, id) => {
    const order = await db.entity('purchaseOrders').get(id);
    return order && (await db.entity('projects').get(order.projectId))?.name;
  },
};

/**
 * The name of the row behind a breadcrumb's id, as this device holds it; undefined while it loads,
 * for a parameter that names no row (a trial, a token) and for a row out of this user's reach.
 */
export function useCrumbName(param: string, id: string): string | undefined {
  const db = useDatabase();
  const read = nameReaders[param];
  const name = useLiveQuery(async () => (read ? ((await read(db, id)) ?? '') : ''), [db, read, id]);
  return name === '' ? undefined : name;
}
