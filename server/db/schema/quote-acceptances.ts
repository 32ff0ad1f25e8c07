import { uuid } from 'drizzle-orm/pg-core';
import type { QuoteAcceptance } from '../../../src/domain/entities/quote-acceptance.schema';
import { syncedTable } from './synced-table';

const acceptanceKeys = { projectId: uuid('project_id').notNull() };
export const quoteAcceptances = syncedTable<QuoteAcceptance, typeof acceptanceKeys>(
  'quote_acceptances',
  acceptanceKeys,
);
