import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ImageServer = {
  /** `http://127.0.0.1:<port>`: another origin than the app's. */
  base: string;
  /** How many times each path (`/N.svg`) was asked for. */
  requests: Map<string, number>;
  /** Paths answered with an HTML error page instead of their image, as a supplier's broken link is. */
  broken: Set<string>;
  /**
   * User agents answered 403, as a host that keeps out bots and other servers does (the app's
   * server copies images as `FitoutBot`): matched against the start of the header.
   */
  refusedAgents: Set<string>;
  /** Answers nothing until `release`, whoever asks (the app's server for its copies, or the phone). */
  hold: () => void;
  /** Answers what was held, and from then on at once; how many requests were held. */
  release: () => number;
  stop: () => Promise<void>;
};

function svg(index: number): string {
  const hue = (index * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="hsl(${hue} 60% 50%)"/><text x="6" y="30" font-size="18">${index}</text></svg>`;
}

/**
 * A supplier's image host as the app meets it: plain files at `/N.svg`, no CORS headers (so the
 * browser sees opaque answers) and an hour of HTTP caching, as a supplier's CDN allows (a test
 * of offline images must prove the app's own storage answers, not the browser's HTTP cache).
 */
export async function startImageServer(): Promise<ImageServer> {
  const requests = new Map<string, number>();
  const broken = new Set<string>();
  const refusedAgents = new Set<string>();
  let held: (() => void)[] | null = null;
  const server = createServer((request, response) => {
    if (held !== null) {
      held.push(() => server.emit('request', request, response));
      return;
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const match = /^\/(\d+)\.svg$/.exec(path);
    const agent = request.headers['user-agent'] ?? '';
    if ([...refusedAgents].some((refused) => agent.startsWith(refused))) {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<!doctype html><h1>Forbidden</h1>');
      return;
    }
    if (broken.has(path)) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>Not found</h1>');
      return;
    }
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    response.end(svg(Number(match[1])));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    broken,
    refusedAgents,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
      return waiting.length;
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
