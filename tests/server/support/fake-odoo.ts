import { startFakeServer, KeyCounter, type FakeAnswer, type FakeServer } from './fake-http';

type Row = Record<string, unknown> & { id: number };
type Domain = [string, string, unknown][];

export interface FakeOdoo extends FakeServer {
  apiKey: string;
  database: string;
  dropshipRouteId: number;
  /** Every sale order created, with the key of the call that created it. */
  created: KeyCounter;
  orders(): (Row & { lines: Row[] })[];
  /** The warehouse starts preparing the project's order (its picking list is printed). */
  startPreparing(orderId: number): void;
  /** Sets what Odoo would compute for a line of the order (stock, forecast, delivered quantity). */
  setLine(orderId: number, sku: string, values: Record<string, unknown>): void;
  requests: number;
  /** Products the ERP knows besides those it started with (by internal reference). */
  addProducts(skus: readonly string[]): void;
}

/**
 * Odoo 19's external JSON-2 API as far as the ERP adapter uses it: `POST /json/2/<model>/<method>`
 * with named parameters, bearer API key and X-Odoo-Database; search_read (conjunctive domains with
 * `=` and `in`), create, write (x2many commands 0 and 5), action_confirm, action_cancel. Errors answer in Odoo's
 * shape (`{ name, message }`) with its statuses (401, 404, 422).
 */
export async function startFakeOdoo(options: { products: string[]; port?: number }): Promise<FakeOdoo> {
  const apiKey = 'odoo-test-key';
  const database = 'fitout-test';
  let nextId = 100;
  const tables: Record<string, Row[]> = {
    'res.partner': [],
    'product.product': options.products.map((sku, index) => ({
      id: index + 1,
      default_code: sku,
      name: `Product ${sku}`,
    })),
    'stock.route': [{ id: 7, name: 'Dropship' }],
    'sale.order': [],
    'sale.order.line': [],
    'stock.picking': [],
  };
  const created = new KeyCounter();
  let requests = 0;

  const matches = (row: Row, domain: Domain) =>
    domain.every(([field, op, value]) => {
      const actual = Array.isArray(row[field]) ? (row[field] as unknown[])[0] : row[field];
      if (op === '=')
        return actual === value || (value === false && (actual === undefined || actual === null));
      if (op === 'in') return (value as unknown[]).includes(actual);
      throw new Error(`operator ${op} not supported by the fake`);
    });
  const pick = (row: Row, fields: string[] | undefined) =>
    fields === undefined
      ? row
      : Object.fromEntries([['id', row.id], ...fields.map((f) => [f, row[f] ?? false])]);

  function applyLineCommands(orderId: number, commands: unknown[]) {
    for (const command of commands as [number, number, Record<string, unknown>][]) {
      if (command[0] === 5)
        tables['sale.order.line'] = tables['sale.order.line']!.filter((l) => l.order_id !== orderId);
      else if (command[0] === 0) {
        const vals = command[2];
        const product = tables['product.product']!.find((p) => p.id === vals.product_id);
        tables['sale.order.line']!.push({
          id: nextId++,
          order_id: orderId,
          display_type: false,
          qty_delivered: 0,
          free_qty_today: 0,
          forecast_expected_date: false,
          ...vals,
          product_id: product === undefined ? false : [product.id, product.name],
        });
      } else throw new Error(`x2many command ${command[0]} not supported by the fake`);
    }
  }

  function handle(
    model: string,
    method: string,
    params: Record<string, unknown>,
    key: string | string[] | undefined,
  ): FakeAnswer {
    const table = tables[model];
    if (table === undefined)
      return { status: 404, body: { name: 'werkzeug.exceptions.NotFound', message: `no model ${model}` } };
    switch (method) {
      case 'search_read': {
        const found = table.filter((row) => matches(row, (params.domain ?? []) as Domain));
        const limited = typeof params.limit === 'number' ? found.slice(0, params.limit) : found;
        return { status: 200, body: limited.map((row) => pick(row, params.fields as string[] | undefined)) };
      }
      case 'create': {
        const ids = (params.vals_list as Record<string, unknown>[]).map((vals) => {
          const id = nextId++;
          const { order_line: lines, ...rest } = vals;
          table.push({ id, ...(model === 'sale.order' ? { state: 'draft' } : {}), ...rest });
          if (model === 'sale.order') {
            created.add(key);
            applyLineCommands(id, (lines ?? []) as unknown[]);
          }
          return id;
        });
        return { status: 200, body: ids };
      }
      case 'write': {
        for (const id of params.ids as number[]) {
          const row = table.find((r) => r.id === id);
          if (row === undefined)
            return {
              status: 422,
              body: { name: 'odoo.exceptions.MissingError', message: 'Record does not exist' },
            };
          const { order_line: lines, ...rest } = params.vals as Record<string, unknown>;
          Object.assign(row, rest);
          if (lines !== undefined) {
            const preparing = tables['stock.picking']!.some(
              (p) => p.sale_id === id && (p.printed || p.state === 'done'),
            );
            if (preparing)
              return {
                status: 422,
                body: { name: 'odoo.exceptions.UserError', message: 'pickings in progress' },
              };
            applyLineCommands(id, lines as unknown[]);
          }
        }
        return { status: 200, body: true };
      }
      case 'action_confirm': {
        for (const id of params.ids as number[]) {
          const order = table.find((r) => r.id === id)!;
          if (order.state !== 'draft')
            return { status: 422, body: { name: 'odoo.exceptions.UserError', message: 'not a quotation' } };
          order.state = 'sale';
          tables['stock.picking']!.push({ id: nextId++, sale_id: id, state: 'assigned', printed: false });
        }
        return { status: 200, body: true };
      }
      case 'action_cancel': {
        for (const id of params.ids as number[]) {
          const order = table.find((r) => r.id === id)!;
          const pickings = tables['stock.picking']!.filter((p) => p.sale_id === id);
          // Like Odoo: goods that have left the warehouse cannot be cancelled with their order.
          if (pickings.some((p) => p.state === 'done'))
            return {
              status: 422,
              body: { name: 'odoo.exceptions.UserError', message: 'some deliveries are done' },
            };
          order.state = 'cancel';
          for (const picking of pickings) picking.state = 'cancel';
        }
        return { status: 200, body: true };
      }
      default:
        return {
          status: 404,
          body: { name: 'werkzeug.exceptions.NotFound', message: `no method ${method}` },
        };
    }
  }

  const server = await startFakeServer((request) => {
    requests += 1;
    const match = /^\/json\/2\/([^/]+)\/([^/]+)$/.exec(request.path);
    if (request.method !== 'POST' || match === null) return { status: 404, body: { message: 'not found' } };
    if (request.headers.authorization !== `bearer ${apiKey}`) {
      return { status: 401, body: { name: 'werkzeug.exceptions.Unauthorized', message: 'Invalid apikey' } };
    }
    if (request.headers['x-odoo-database'] !== database)
      return { status: 404, body: { message: 'database not found' } };
    return handle(
      decodeURIComponent(match[1]!),
      decodeURIComponent(match[2]!),
      request.body as Record<string, unknown>,
      request.headers['idempotency-key'],
    );
  }, options.port);

  return {
    ...server,
    apiKey,
    database,
    dropshipRouteId: 7,
    created,
    get requests() {
      return requests;
    },
    orders: () =>
      tables['sale.order']!.map((order) => ({
        ...order,
        lines: tables['sale.order.line']!.filter((line) => line.order_id === order.id),
      })),
    addProducts(skus) {
      const products = tables['product.product']!;
      for (const sku of skus) {
        if (!products.some((p) => p.default_code === sku)) {
          products.push({ id: nextId++, default_code: sku, name: `Product ${sku}` });
        }
      }
    },
    startPreparing(orderId) {
      for (const picking of tables['stock.picking']!) if (picking.sale_id === orderId) picking.printed = true;
    },
    setLine(orderId, sku, values) {
      const product = tables['product.product']!.find((p) => p.default_code === sku)!;
      const line = tables['sale.order.line']!.find(
        (l) => l.order_id === orderId && Array.isArray(l.product_id) && l.product_id[0] === product.id,
      )!;
      Object.assign(line, values);
    },
  };
}
