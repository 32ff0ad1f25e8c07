import { uuid } from 'drizzle-orm/pg-core';
import type { Lead } from '../../../src/domain/entities/lead.schema';
import { syncedTable } from './synced-table';

const leadKeys = { businessReferrerId: uuid('business_referrer_id').notNull(), agentId: uuid('agent_id') };
export const leads = syncedTable<Lead, typeof leadKeys>('leads', leadKeys);
