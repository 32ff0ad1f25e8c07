import { uuid } from 'drizzle-orm/pg-core';
import type { Intervention, VerificationCard } from '../../../src/domain/entities/intervention.schema';
import { syncedTable } from './synced-table';

const interventionKeys = { projectId: uuid('project_id').notNull() };
export const interventions = syncedTable<Intervention, typeof interventionKeys>(
  'interventions',
  interventionKeys,
);

const cardKeys = {
  projectId: uuid('project_id').notNull(),
  interventionId: uuid('intervention_id').notNull(),
  lineId: uuid('line_id').notNull(),
};
export const verificationCards = syncedTable<VerificationCard, typeof cardKeys>(
  'verification_cards',
  cardKeys,
);
