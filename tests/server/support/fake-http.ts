import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer {
  url: string;
  /** While down, every request answers 503, as a server behind a proxy during an outage. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A local HTTP server answering JSON; the outside systems' fakes build on it. */
export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  /** A fixed port, for an app started before the test knows it; a free one by default. */
  port = 0,
): Promise<FakeServer> {
  let down = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (down) {
          res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        let answer: FakeAnswer;
        try {
          answer = await handle({
            method: req.method ?? 'GET',
            path: new URL(req.url ?? '/', 'http://fake').pathname,
            headers: req.headers,
            body: text === '' ? null : JSON.parse(text),
          });
        } catch (error) {
          answer = { status: 500, body: { message: String(error) } };
        }
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      })();
    });
  });
  // Many short requests from the outbox: keep-alive sockets would outlive close() otherwise.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** How many times each idempotency key had an effect: exactly-once shows as every count being 1. */
export class KeyCounter {
  readonly counts = new Map<string, number>();

  add(key: string | string[] | undefined): void {
    const value = Array.isArray(key) ? key[0] : key;
    if (value === undefined) throw new Error('request without an Idempotency-Key');
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }

  /** Keys seen more than once. */
  doubles(): string[] {
    return [...this.counts].filter(([, n]) => n > 1).map(([key]) => key);
  }
}
