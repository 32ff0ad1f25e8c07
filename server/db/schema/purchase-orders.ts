import { uuid } from 'drizzle-orm/pg-core';
import type { PurchaseOrder } from '../../../src/domain/entities/purchase-order.schema';
import { syncedTable } from './synced-table';

const purchaseOrderKeys = { projectId: uuid('project_id').notNull() };
export const purchaseOrders = syncedTable<PurchaseOrder, typeof purchaseOrderKeys>(
  'purchase_orders',
  purchaseOrderKeys,
);
