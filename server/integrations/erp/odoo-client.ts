import { sendJson } from '../http-json';

export interface OdooOptions {
  /** The Odoo server, e.g. `https://erp.example.com`. */
  url: string;
  apiKey: string;
  /** Needed only when the server hosts several databases. */
  database: string | null;
  timeoutMs: number;
}

/** Odoo's external JSON-2 API (Odoo 19+): `POST /json/2/<model>/<method>` with named parameters. */
export interface OdooClient {
  call<T>(model: string, method: string, params: Record<string, unknown>, idempotencyKey: string): Promise<T>;
}

export function createOdooClient(options: OdooOptions): OdooClient {
  const base = options.url.replace(/\/+$/, '');
  return {
    async call<T>(model: string, method: string, params: Record<string, unknown>, idempotencyKey: string) {
      const response = await sendJson({
        method: 'POST',
        url: `${base}/json/2/${encodeURIComponent(model)}/${encodeURIComponent(method)}`,
        headers: {
          authorization: `bearer ${options.apiKey}`,
          ...(options.database === null ? {} : { 'x-odoo-database': options.database }),
        },
        body: params,
        timeoutMs: options.timeoutMs,
        idempotencyKey,
      });
      return response.json() as T;
    },
  };
}
