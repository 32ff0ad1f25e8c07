import { uuid } from 'drizzle-orm/pg-core';
import type { Project } from '../../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../../src/domain/entities/room.schema';
import { syncedTable } from './synced-table';

/*
 * No foreign keys between synced rows: a mutation made offline may reference a row another device
 * deleted in the meantime, and the server must still record it (as applied or rejected) rather
 * than fail on a constraint. Mutators check existence themselves.
 */

const projectKeys = {
  clientId: uuid('client_id').notNull(),
  creatorId: uuid('creator_id').notNull(),
  parentProjectId: uuid('parent_project_id'),
};
export const projects = syncedTable<Project, typeof projectKeys>('projects', projectKeys);

const roomKeys = { projectId: uuid('project_id').notNull() };
export const rooms = syncedTable<Room, typeof roomKeys>('rooms', roomKeys);

const lineKeys = {
  projectId: uuid('project_id').notNull(),
  roomId: uuid('room_id').notNull(),
  furnitureId: uuid('furniture_id'),
};
export const purchaseOrderLines = syncedTable<PurchaseOrderLine, typeof lineKeys>(
  'purchase_order_lines',
  lineKeys,
);
