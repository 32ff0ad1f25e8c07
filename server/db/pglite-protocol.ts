/**
 * Messages between the server's main thread and the worker thread that owns PGlite. Only plain,
 * structured-clonable data crosses: no functions, so no query parsers (see `QueryRequest`).
 */

/** A statement; `tx` names the open transaction it belongs to, if any. */
export interface QueryRequest {
  type: 'query';
  id: number;
  tx: number | null;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /**
   * Type OIDs whose values stay as PostgreSQL's text. Drizzle's only parsers are identity functions
   * for dates, timestamps, intervals and their arrays, which this expresses without sending code.
   */
  textTypes: number[];
}

export type Request =
  | QueryRequest
  | { type: 'begin'; id: number; tx: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'close'; id: number };

export interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** An error as data: its message and its own plain fields (code, detail, constraint, ...). */
export interface ErrorData {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: ErrorData }
  | { type: 'done'; id: number; result: QueryResult | null }
  | { type: 'error'; id: number; error: ErrorData }
  | { type: 'notify'; channel: string; payload: string };

export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorData['fields'] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { message: error.message, fields };
}

/**
 * Rebuilds the error on the main thread with the fields callers classify by (`code` is the
 * SQLSTATE, as node-postgres and PGlite both expose it), and the caller's stack, which is the
 * useful one.
 */
export function errorFromData(data: ErrorData): Error {
  return Object.assign(new Error(data.message), data.fields);
}
