import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityName } from '../../src/domain/entities/registry';
import {
  attachments,
  businessReferrers,
  businessSettings,
  clients,
  conflictNotices,
  furniture,
  furnitureCategories,
  furnitureModules,
  furnitureRanges,
  interventions,
  leads,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  quoteAcceptances,
  rooms,
  serviceRates,
  verificationCards,
} from '../db/schema';

/** What every `syncedTable` has, so sync code can treat them alike. */
export type SyncedPgTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  deletedAt: AnyPgColumn;
  data: AnyPgColumn;
};

export interface SyncedEntityTable {
  table: SyncedPgTable;
  /** Real columns kept equal to the body's field of the same name on every write. */
  keys: Record<string, AnyPgColumn>;
}

/** Users live in the auth table (with secrets), so they sync through a projection: see users-projection.ts. */
export type TableEntityName = Exclude<EntityName, 'users'>;

export const syncedTables: Record<TableEntityName, SyncedEntityTable> = {
  clients: { table: clients, keys: {} },
  businessReferrers: { table: businessReferrers, keys: {} },
  leads: { table: leads, keys: { businessReferrerId: leads.businessReferrerId, agentId: leads.agentId } },
  furnitureCategories: { table: furnitureCategories, keys: {} },
  furniture: { table: furniture, keys: { categoryId: furniture.categoryId, sku: furniture.sku } },
  furnitureRanges: { table: furnitureRanges, keys: {} },
  furnitureModules: { table: furnitureModules, keys: { parentModuleId: furnitureModules.parentModuleId } },
  serviceRates: { table: serviceRates, keys: {} },
  businessSettings: { table: businessSettings, keys: {} },
  projects: {
    table: projects,
    keys: {
      clientId: projects.clientId,
      creatorId: projects.creatorId,
      parentProjectId: projects.parentProjectId,
    },
  },
  rooms: { table: rooms, keys: { projectId: rooms.projectId } },
  purchaseOrderLines: {
    table: purchaseOrderLines,
    keys: {
      projectId: purchaseOrderLines.projectId,
      roomId: purchaseOrderLines.roomId,
      furnitureId: purchaseOrderLines.furnitureId,
    },
  },
  interventions: { table: interventions, keys: { projectId: interventions.projectId } },
  verificationCards: {
    table: verificationCards,
    keys: {
      projectId: verificationCards.projectId,
      interventionId: verificationCards.interventionId,
      lineId: verificationCards.lineId,
    },
  },
  attachments: {
    table: attachments,
    keys: { projectId: attachments.projectId, ownerId: attachments.ownerId },
  },
  purchaseOrders: { table: purchaseOrders, keys: { projectId: purchaseOrders.projectId } },
  conflictNotices: { table: conflictNotices, keys: { projectId: conflictNotices.projectId } },
  quoteAcceptances: { table: quoteAcceptances, keys: { projectId: quoteAcceptances.projectId } },
};
