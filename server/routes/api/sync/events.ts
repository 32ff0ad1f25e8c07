import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../../http/app-error';
import { authenticateInstaller, hasInstallerHeaders } from '../../../interventions/installer-auth';
import { authenticateToken, bearerToken } from '../../../plugins/auth';
import type { ChangeFeed } from '../../../sync/change-feed';

/** Proxies drop connections that stay silent; a comment line keeps the stream open. */
export const heartbeatMs = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const reconnectMs = 3000;

const eventsQuerySchema = z.object({
  access_token: z.string().max(200).optional(),
  installation_token: z.string().max(200).optional(),
  purchase_order_id: z.string().max(64).optional(),
});

/**
 * `GET /api/v1/sync/events`: server-sent `poke` events after commits, so online devices pull at
 * once. EventSource cannot set headers, hence the token in the query string as an alternative.
 * A poke carries no data: the device pulls what its scope allows.
 */
export function eventsRoute(feed: ChangeFeed): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<() => void>();
    // Streams never end by themselves: close them so the server can shut down.
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });
    app.get('/events', { schema: { querystring: eventsQuerySchema } }, async (request, reply) => {
      const { installation_token: installationToken, purchase_order_id: purchaseOrderId } = request.query;
      if (installationToken !== undefined || hasInstallerHeaders(request)) {
        await authenticateInstaller(request, installationToken, purchaseOrderId);
      } else {
        const token = request.query.access_token ?? bearerToken(request);
        const auth = token === undefined ? undefined : await authenticateToken(request, token);
        if (auth === undefined) throw unauthenticated();
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${reconnectMs}\n: connected\n\n`);
      const unsubscribe = feed.subscribe(() => stream.write('event: poke\ndata: {}\n\n'));
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        stream.end();
      };
      open.add(end);
      request.raw.on('close', end);
    });
  };
}
