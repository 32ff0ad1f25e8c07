import { startFakeServer, KeyCounter, type FakeServer } from './fake-http';

export interface FakeChat extends FakeServer {
  webhookUrl: string;
  /** The bodies posted, in order. */
  posts: { text: string; blocks: unknown[] }[];
  keys: KeyCounter;
  /** Arrival time (ms since epoch) of each post, by idempotency key. */
  receivedAt: Map<string, number>;
}

/** A Slack-compatible incoming webhook: `POST` JSON with `text` (and `blocks`), answers `ok`. */
export async function startFakeChat(options: { port?: number } = {}): Promise<FakeChat> {
  const posts: FakeChat['posts'] = [];
  const keys = new KeyCounter();
  const receivedAt = new Map<string, number>();
  const path = '/services/T000/B000/secret';
  const server = await startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== path) return { status: 404, body: 'no_service' };
    const body = request.body as { text?: unknown; blocks?: unknown };
    if (typeof body?.text !== 'string') return { status: 400, body: 'no_text' };
    const key = request.headers['idempotency-key'];
    keys.add(key);
    if (typeof key === 'string') receivedAt.set(key, Date.now());
    posts.push({ text: body.text, blocks: Array.isArray(body.blocks) ? body.blocks : [] });
    return { status: 200, body: 'ok' };
  }, options.port);
  return { ...server, webhookUrl: `${server.url}${path}`, posts, keys, receivedAt };
}
