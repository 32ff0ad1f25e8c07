import type { BusinessReferrer } from '../../../src/domain/entities/business-referrer.schema';
import type { Client } from '../../../src/domain/entities/client.schema';
import { syncedTable } from './synced-table';

export const clients = syncedTable<Client, Record<never, never>>('clients', {});

export const businessReferrers = syncedTable<BusinessReferrer, Record<never, never>>(
  'business_referrers',
  {},
);
