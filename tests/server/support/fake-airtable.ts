import { startFakeServer, KeyCounter, type FakeServer } from './fake-http';

export interface FakeAirtable extends FakeServer {
  token: string;
  baseId: string;
  records(): Record<string, unknown>[];
  upserts: KeyCounter;
  /** The next `n` requests answer 429 with `Retry-After: 1`. */
  throttleNext(n: number): void;
  /** Requests answered 429, by the fake's own 5-per-second rule or by throttleNext. */
  throttled: number;
}

/**
 * Airtable's REST API for the one call the app makes: `PATCH /v0/{baseId}/{table}` with a bearer
 * token and `performUpsert.fieldsToMergeOn`, records matched on those fields. Like Airtable, more
 * than 5 requests in a second answer 429.
 */
export async function startFakeAirtable(options: {
  table: string;
  mergeField: string;
}): Promise<FakeAirtable> {
  const token = 'pat-test-token';
  const baseId = 'appTestBase';
  const records: { id: string; fields: Record<string, unknown> }[] = [];
  const upserts = new KeyCounter();
  const recent: number[] = [];
  let throttleNext = 0;
  let throttled = 0;
  const server = await startFakeServer((request) => {
    if (request.path !== `/v0/${baseId}/${encodeURIComponent(options.table)}` || request.method !== 'PATCH') {
      return { status: 404, body: { error: 'NOT_FOUND' } };
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, body: { error: 'AUTHENTICATION_REQUIRED' } };
    const now = Date.now();
    while (recent.length > 0 && recent[0]! <= now - 1000) recent.shift();
    recent.push(now);
    if (throttleNext > 0 || recent.length > 5) {
      throttleNext = Math.max(0, throttleNext - 1);
      throttled += 1;
      return {
        status: 429,
        body: { errors: [{ error: 'RATE_LIMIT_REACHED' }] },
        headers: { 'retry-after': '1' },
      };
    }
    const body = request.body as {
      performUpsert?: { fieldsToMergeOn: string[] };
      records: { fields: Record<string, unknown> }[];
    };
    const mergeOn = body.performUpsert?.fieldsToMergeOn ?? [];
    if (mergeOn.join() !== options.mergeField) return { status: 422, body: { error: 'INVALID_REQUEST' } };
    upserts.add(request.headers['idempotency-key']);
    const createdRecords: string[] = [];
    const updatedRecords: string[] = [];
    for (const incoming of body.records) {
      const existing = records.find((r) =>
        mergeOn.every((field) => r.fields[field] === incoming.fields[field]),
      );
      if (existing === undefined) {
        const id = `rec${records.length + 1}`;
        records.push({ id, fields: incoming.fields });
        createdRecords.push(id);
      } else {
        Object.assign(existing.fields, incoming.fields);
        updatedRecords.push(existing.id);
      }
    }
    return { status: 200, body: { records, createdRecords, updatedRecords } };
  });
  return {
    ...server,
    token,
    baseId,
    upserts,
    records: () => records.map((r) => r.fields),
    throttleNext(n) {
      throttleNext = n;
    },
    get throttled() {
      return throttled;
    },
  };
}
