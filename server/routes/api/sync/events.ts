import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { streamTicketSchema } from '../../../../src/domain/sync/protocol.schema';
import { unauthenticated } from '../../../http/app-error';
import {
  authenticateInstaller,
  hasInstallerHeaders,
  requireUserOrInstaller,
} from '../../../interventions/installer-auth';
import { authenticateToken, authOf, bearerToken, guardCredential } from '../../../plugins/auth';
import type { ChangeFeed } from '../../../sync/change-feed';
import {
  issueStreamTicket,
  liveCredentials,
  redeemStreamTicket,
  type StreamCredential,
} from '../../../sync/stream-tickets';

/** Proxies drop connections that stay silent; a comment line keeps the stream open. */
export const heartbeatMs = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const reconnectMs = 3000;

const eventsQuerySchema = z.object({ ticket: z.string().max(200).optional() });

/** The credential of a request to the ticket route, which `requireUserOrInstaller` accepted. */
function credentialOf(request: FastifyRequest): StreamCredential {
  if (request.installer !== null) return { kind: 'link', linkId: request.installer.linkId };
  return { kind: 'session', sessionId: authOf(request).sessionId };
}

/**
 * The credential a stream opens with: a ticket (browsers: EventSource cannot set headers), or the
 * headers every other route reads (other clients). Answers 401 otherwise; a spent, unknown or
 * expired ticket counts as a refused credential.
 */
async function streamCredential(
  request: FastifyRequest,
  ticket: string | undefined,
): Promise<StreamCredential> {
  if (ticket !== undefined) {
    const credential = await guardCredential(
      request,
      () => redeemStreamTicket(request.server.db, ticket, request.server.clock()),
      (found) => found !== undefined,
    );
    if (credential === undefined) throw unauthenticated();
    return credential;
  }
  if (hasInstallerHeaders(request)) {
    return { kind: 'link', linkId: (await authenticateInstaller(request)).linkId };
  }
  const token = bearerToken(request);
  const auth = token === undefined ? undefined : await authenticateToken(request, token);
  if (auth === undefined) throw unauthenticated();
  return { kind: 'session', sessionId: auth.sessionId };
}

/**
 * `GET /api/v1/sync/events`: server-sent `poke` events after commits, so online devices pull at
 * once. A poke carries no data: the device pulls what its scope allows. Each stream stands on its
 * credential: when any instance announces a credential's end (a sign-out, a deactivation, a
 * revoked link), and every `streamCheckMs` for those that simply expire, every instance re-checks
 * the credentials of its open streams in one query per kind and closes those that ended.
 * `POST /api/v1/sync/events/ticket` hands out the ticket.
 */
export function eventsRoute(feed: ChangeFeed): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Map<() => void, StreamCredential>();
    // Streams never end by themselves: close them so the server can shut down.
    app.addHook('preClose', async () => {
      for (const end of open.keys()) end();
    });
    const recheck = () => {
      const streams = [...open];
      if (streams.length === 0) return;
      liveCredentials(
        app.db,
        streams.map(([, credential]) => credential),
        app.clock(),
      ).then(
        (live) => {
          for (const [end, credential] of streams) if (!live.has(credential)) end();
        },
        (error: unknown) => app.log.warn({ err: error }, 'could not re-check the streams’ credentials'),
      );
    };
    const unsubscribe = feed.subscribeCredentialEnds(recheck);
    // An expiry is announced by no one: the streams' credentials are checked again every so often.
    const expiries = setInterval(recheck, app.config.streamCheckMs);
    expiries.unref();
    app.addHook('onClose', async () => {
      clearInterval(expiries);
      unsubscribe();
    });

    app.post(
      '/events/ticket',
      { preValidation: requireUserOrInstaller, schema: { response: { 200: streamTicketSchema } } },
      async (request) => ({
        ticket: await issueStreamTicket(app.db, credentialOf(request), app.clock()),
      }),
    );

    app.get('/events', { schema: { querystring: eventsQuerySchema } }, async (request, reply) => {
      const credential = await streamCredential(request, request.query.ticket);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${reconnectMs}\n: connected\n\n`);
      const unsubscribePokes = feed.subscribe(() => stream.write('event: poke\ndata: {}\n\n'));
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribePokes();
        open.delete(end);
        stream.end();
      };
      open.set(end, credential);
      request.raw.on('close', end);
    });
  };
}
