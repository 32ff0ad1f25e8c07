import type { AvailabilityStatus } from '../../../src/domain/enums';
import { DeliveryError } from '../../outbox/delivery-error';
import {
  erpCancellationSchema,
  erpOrderSchema,
  type ErpCancellation,
  type ErpOrder,
} from '../../outbox/messages';
import type { Deliver } from '../../outbox/worker';

/** A purchase-order line's stock state as the ERP tells it (spec section 4, availability). */
export interface ErpLineState {
  lineId: string;
  availability: AvailabilityStatus;
  /** Expected date for bought / not yet bought items. */
  availabilityDate: string | null;
  /** What the ERP order keeps of a modified line. */
  availableQuantity: number | null;
}

/**
 * What the app needs of an ERP; Odoo is one implementation (odoo-erp.ts), another ERP plugs in
 * here. Both writes take the message id as idempotency key and must be safe to repeat.
 */
export interface Erp {
  registerOrder(order: ErpOrder, idempotencyKey: string): Promise<void>;
  /** Replaces the order's lines; refuses (ErpPreparingStarted) once the warehouse has started. */
  updateOrder(order: ErpOrder, idempotencyKey: string): Promise<void>;
  /**
   * Cancels the project's order (nothing to do when it has none, or it is cancelled already);
   * refuses (ErpPreparingStarted) once the warehouse has started.
   */
  cancelOrder(cancellation: ErpCancellation, idempotencyKey: string): Promise<void>;
  lineStates(
    projectId: string,
    lines: readonly { lineId: string; sku: string; quantity: number }[],
  ): Promise<ErpLineState[]>;
}

/** The spec's text (section 8, regenerate purchase order), which a refused cancellation says too. */
export const preparingStartedText = 'an error happened; maybe the warehouse started preparing items';

/** Permanent: the order can no longer change in the ERP; retrying would be refused the same way. */
export class ErpPreparingStarted extends DeliveryError {
  constructor() {
    super(preparingStartedText, { permanent: true });
  }
}

/** The outbox target of the ERP messages. */
export function erpTarget(erp: Erp): Deliver {
  return async (message) => {
    switch (message.kind) {
      case 'erp.registerOrder':
        return erp.registerOrder(erpOrderSchema.parse(message.payload), message.id);
      case 'erp.updateOrder':
        return erp.updateOrder(erpOrderSchema.parse(message.payload), message.id);
      case 'erp.cancelOrder':
        return erp.cancelOrder(erpCancellationSchema.parse(message.payload), message.id);
      default:
        throw new DeliveryError(`not an ERP message: ${message.kind}`, { permanent: true });
    }
  };
}
