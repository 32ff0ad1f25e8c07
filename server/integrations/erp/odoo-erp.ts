import { DeliveryError } from '../../outbox/delivery-error';
import type { ErpOrder } from '../../outbox/messages';
import { ErpPreparingStarted, type Erp, type ErpLineState } from './erp';
import type { OdooClient } from './odoo-client';

/** Odoo's x2many command that creates a record (`Command.create`) and the one that empties the list. */
const create = 0;
const clear = 5;

/** The order's reference in Odoo: one sale order per project, whatever purchase-order version it holds. */
export const odooOrderRef = (projectId: string) => `fitout:${projectId}`;
const odooPartnerRef = (customerId: string) => `fitout:${customerId}`;

type Many2one = [number, string] | false;

interface OdooOrderLine {
  id: number;
  product_id: Many2one;
  product_uom_qty: number;
  qty_delivered: number;
  free_qty_today: number;
  forecast_expected_date: string | false;
}

export interface OdooErpOptions {
  /** The stock route (by name) of a dropshipping order's items. */
  dropshipRoute: string;
  /** The service product (by internal reference) whose lines carry what is charged besides items. */
  chargeProduct: string;
}

/**
 * The ERP as an Odoo sale order per project, at the client's prices: Σ of its lines' quantity ×
 * unit price is what the client pays excl. VAT. The purchase-order comments are the order's `note`,
 * the free text Odoo prints on the order. Every write first looks the order up by its
 * reference (`client_order_ref`), so a delivery repeated after a lost answer finds its own work and
 * does not order twice: Odoo keeps no idempotency keys, the reference plays that part.
 */
export function createOdooErp(client: OdooClient, options: OdooErpOptions): Erp {
  async function findOrder(projectId: string, key: string): Promise<{ id: number; state: string } | null> {
    const found = await client.call<{ id: number; state: string }[]>(
      'sale.order',
      'search_read',
      { domain: [['client_order_ref', '=', odooOrderRef(projectId)]], fields: ['id', 'state'], limit: 1 },
      key,
    );
    return found[0] ?? null;
  }

  async function partnerId(order: ErpOrder, key: string): Promise<number> {
    const ref = odooPartnerRef(order.customer.id);
    const found = await client.call<{ id: number }[]>(
      'res.partner',
      'search_read',
      { domain: [['ref', '=', ref]], fields: ['id'], limit: 1 },
      key,
    );
    if (found[0] !== undefined) return found[0].id;
    const [id] = await client.call<number[]>(
      'res.partner',
      'create',
      { vals_list: [{ name: order.customer.name, ref, is_company: true }] },
      key,
    );
    return id!;
  }

  async function routeId(key: string): Promise<number> {
    const found = await client.call<{ id: number }[]>(
      'stock.route',
      'search_read',
      { domain: [['name', '=', options.dropshipRoute]], fields: ['id'], limit: 1 },
      key,
    );
    if (found[0] === undefined) {
      throw new DeliveryError(`no stock route named "${options.dropshipRoute}" in Odoo`, { permanent: true });
    }
    return found[0].id;
  }

  /**
   * Sale order line commands: each item on its product; each charge, and each priced item the ERP
   * does not know, on the charge product with its name and price, so no money is dropped (an
   * unpriced unknown item, which a pack's price includes, is a note for the warehouse).
   */
  async function lineCommands(order: ErpOrder, key: string): Promise<unknown[]> {
    const skus = [...new Set(order.lines.map((line) => line.sku).filter((sku) => sku !== ''))];
    const products = await client.call<{ id: number; default_code: string | false }[]>(
      'product.product',
      'search_read',
      { domain: [['default_code', 'in', [...skus, options.chargeProduct]]], fields: ['id', 'default_code'] },
      key,
    );
    const productBySku = new Map(products.map((p) => [p.default_code, p.id]));
    const route = order.mode === 'dropshipping' ? await routeId(key) : null;
    const commands: unknown[] = [];
    for (const line of order.lines) {
      const product = productBySku.get(line.sku);
      if (product !== undefined) {
        const onRoute = route === null ? {} : { route_id: route };
        commands.push([create, 0, { ...priced(product, line), ...onRoute }]);
      } else if (line.unitPriceCents === 0) {
        const note = `${line.name} (${line.sku || '-'}) × ${line.quantity}`;
        commands.push([create, 0, { display_type: 'line_note', name: note }]);
      }
    }
    const charges = [
      ...order.lines
        .filter((line) => !productBySku.has(line.sku) && line.unitPriceCents !== 0)
        .map((line) => ({ ...line, name: `${line.name} (${line.sku || '-'})` })),
      ...order.charges,
    ];
    return [...commands, ...chargeCommands(charges, productBySku.get(options.chargeProduct))];
  }

  function chargeCommands(charges: readonly PricedLine[], product: number | undefined): unknown[] {
    if (charges.length === 0) return [];
    if (product === undefined) {
      throw new DeliveryError(
        `no product with internal reference "${options.chargeProduct}" in Odoo to carry the order's charges`,
        { permanent: true },
      );
    }
    return charges.map((charge) => [create, 0, priced(product, charge)]);
  }

  async function register(order: ErpOrder, key: string): Promise<void> {
    let found = await findOrder(order.projectId, key);
    if (found === null) {
      const [id] = await client.call<number[]>(
        'sale.order',
        'create',
        {
          vals_list: [
            {
              partner_id: await partnerId(order, key),
              client_order_ref: odooOrderRef(order.projectId),
              origin: `${order.reference} #${order.purchaseOrderNumber}`,
              note: order.comments,
              order_line: await lineCommands(order, key),
            },
          ],
        },
        key,
      );
      found = { id: id!, state: 'draft' };
    }
    if (found.state === 'draft' || found.state === 'sent') {
      await client.call('sale.order', 'action_confirm', { ids: [found.id] }, key);
    }
  }

  /** Refuses once the warehouse has started on the order: a picking list printed, or a picking done. */
  async function assertNotPreparing(orderId: number, key: string): Promise<void> {
    const pickings = await client.call<{ state: string; printed: boolean }[]>(
      'stock.picking',
      'search_read',
      { domain: [['sale_id', '=', orderId]], fields: ['state', 'printed'] },
      key,
    );
    if (pickings.some((picking) => picking.state === 'done' || picking.printed))
      throw new ErpPreparingStarted();
  }

  return {
    registerOrder: register,

    async updateOrder(order, key) {
      const found = await findOrder(order.projectId, key);
      // Never registered (validated without the ERP, or its registration died): register it now.
      if (found === null) return register(order, key);
      await assertNotPreparing(found.id, key);
      // Before the write: a refusal of its own (no charge product) is not the warehouse's.
      const lines = await lineCommands(order, key);
      try {
        await client.call(
          'sale.order',
          'write',
          {
            ids: [found.id],
            vals: {
              origin: `${order.reference} #${order.purchaseOrderNumber}`,
              note: order.comments,
              order_line: [[clear, 0, 0], ...lines],
            },
          },
          key,
        );
      } catch (error) {
        // Odoo refuses (422) to change lines already moving in the warehouse.
        if (error instanceof DeliveryError && error.permanent) throw new ErpPreparingStarted();
        throw error;
      }
    },

    async cancelOrder(cancellation, key) {
      const found = await findOrder(cancellation.projectId, key);
      // Never registered (its registration died), or a repeated delivery that already cancelled it.
      if (found === null || found.state === 'cancel') return;
      await assertNotPreparing(found.id, key);
      try {
        await client.call('sale.order', 'action_cancel', { ids: [found.id] }, key);
      } catch (error) {
        // Odoo refuses (422) to cancel an order whose goods have left the warehouse.
        if (error instanceof DeliveryError && error.permanent) throw new ErpPreparingStarted();
        throw error;
      }
    },

    async lineStates(projectId, lines) {
      const key = `line-states:${projectId}`;
      const found = await findOrder(projectId, key);
      const erpLines =
        found === null
          ? []
          : await client.call<OdooOrderLine[]>(
              'sale.order.line',
              'search_read',
              {
                domain: [
                  ['order_id', '=', found.id],
                  ['display_type', '=', false],
                ],
                fields: [
                  'product_id',
                  'product_uom_qty',
                  'qty_delivered',
                  'free_qty_today',
                  'forecast_expected_date',
                ],
              },
              key,
            );
      const productIds = [
        ...new Set(erpLines.flatMap((l) => (l.product_id === false ? [] : [l.product_id[0]]))),
      ];
      const products =
        productIds.length === 0
          ? []
          : await client.call<{ id: number; default_code: string | false }[]>(
              'product.product',
              'search_read',
              { domain: [['id', 'in', productIds]], fields: ['id', 'default_code'] },
              key,
            );
      const skuOf = new Map(products.map((p) => [p.id, p.default_code]));
      const unused = [...erpLines];
      return lines.map((line) => {
        const index = unused.findIndex(
          (l) => l.product_id !== false && skuOf.get(l.product_id[0]) === line.sku,
        );
        const erpLine = index === -1 ? undefined : unused.splice(index, 1)[0];
        return { lineId: line.lineId, ...stateOf(erpLine, line.quantity) };
      });
    },
  };
}

type PricedLine = { name: string; quantity: number; unitPriceCents: number };

function priced(product: number, line: PricedLine) {
  return {
    product_id: product,
    product_uom_qty: line.quantity,
    price_unit: line.unitPriceCents / 100,
    name: line.name,
  };
}

function stateOf(erpLine: OdooOrderLine | undefined, quantity: number): Omit<ErpLineState, 'lineId'> {
  const none = { availabilityDate: null, availableQuantity: null };
  if (erpLine === undefined) return { availability: 'not_found_in_erp', ...none };
  if (erpLine.product_uom_qty === 0) return { availability: 'unavailable', ...none };
  if (erpLine.product_uom_qty !== quantity) {
    return {
      availability: 'quantity_modified',
      availabilityDate: null,
      availableQuantity: erpLine.product_uom_qty,
    };
  }
  if (erpLine.qty_delivered >= quantity) return { availability: 'prepared_in_warehouse', ...none };
  if (erpLine.free_qty_today >= quantity) return { availability: 'available_in_warehouse', ...none };
  const expected =
    erpLine.forecast_expected_date === false ? null : erpLine.forecast_expected_date.slice(0, 10);
  if (expected !== null)
    return { availability: 'bought_expected', availabilityDate: expected, availableQuantity: null };
  return { availability: 'not_bought_expected', ...none };
}
