import { projectSchema } from '../../src/domain/entities/project.schema';
import { purchaseOrderSchema } from '../../src/domain/entities/purchase-order.schema';
import { erpCancellationMessage } from '../integrations/erp/erp-order';
import { defineServerEffect } from './server-effect';

/** Cancelling a project cancels its sale order, if some version of its order went to the ERP. */
export const projectTransitionEffect = defineServerEffect({
  name: 'projectTransition',
  async afterWrite({ tx, entity, row, args }) {
    if (entity !== 'projects' || row.id !== args.id || args.action !== 'cancel') return [];
    const project = projectSchema.parse(row);
    const orders = await tx.query('purchaseOrders', 'projectId', project.id);
    if (orders.every((order) => purchaseOrderSchema.parse(order).mode === 'withoutErp')) return [];
    return [erpCancellationMessage(project)];
  },
});
