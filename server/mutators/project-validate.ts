import { projectSchema } from '../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../src/domain/entities/purchase-order-line.schema';
import { purchaseOrderSchema } from '../../src/domain/entities/purchase-order.schema';
import { datesConflict } from '../../src/domain/projects/purchase-order';
import { forcedValidationNotice } from '../integrations/chat/forced-validation-notice';
import { erpOrderMessage } from '../integrations/erp/erp-order';
import type { NewMessage } from '../outbox/messages';
import { defineServerEffect } from './server-effect';

const lineDatesSchema = purchaseOrderLineSchema.pick({ availabilityDate: true });

/**
 * A validation registers its purchase order's first version in the ERP (unless the office orders
 * without it), and a forced one whose merchandise arrives after the installation tells the
 * purchasing chat.
 */
export const projectValidateEffect = defineServerEffect({
  name: 'projectValidate',
  async afterWrite({ tx, entity, row, args, options }) {
    if (entity !== 'purchaseOrders' || row.id !== args.purchaseOrderId) return [];
    const purchaseOrder = purchaseOrderSchema.parse(row);
    const project = projectSchema.parse(await tx.get('projects', purchaseOrder.projectId));
    const messages: NewMessage[] = [];
    if (purchaseOrder.mode !== 'withoutErp')
      messages.push(
        await erpOrderMessage('erp.registerOrder', tx, purchaseOrder, project, options.chatLanguage),
      );
    if (args.force === true) {
      const lines = await tx.query('purchaseOrderLines', 'projectId', project.id);
      const dates = datesConflict(
        project,
        lines.map((line) => lineDatesSchema.parse(line)),
      );
      if (dates !== null)
        messages.push(await forcedValidationNotice(tx, project, dates, options.chatLanguage));
    }
    return messages;
  },
});
