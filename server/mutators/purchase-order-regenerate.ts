import { projectSchema } from '../../src/domain/entities/project.schema';
import { purchaseOrderSchema } from '../../src/domain/entities/purchase-order.schema';
import { erpOrderMessage } from '../integrations/erp/erp-order';
import { defineServerEffect } from './server-effect';

/** A new version of a purchase order ordered through the ERP updates its sale order there. */
export const purchaseOrderRegenerateEffect = defineServerEffect({
  name: 'purchaseOrderRegenerate',
  async afterWrite({ tx, entity, row, args, options }) {
    if (entity !== 'purchaseOrders' || row.id !== args.purchaseOrderId) return [];
    const purchaseOrder = purchaseOrderSchema.parse(row);
    if (purchaseOrder.mode === 'withoutErp') return [];
    const project = projectSchema.parse(await tx.get('projects', purchaseOrder.projectId));
    return [await erpOrderMessage('erp.updateOrder', tx, purchaseOrder, project, options.chatLanguage)];
  },
});
