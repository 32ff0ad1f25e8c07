import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './app-context';
import { createCredentialThrottle, createRedisCredentialThrottle } from './auth/credential-throttle';
import { movableClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { handleError } from './http/error-handler';
import { logSerializers } from './http/log-serializers';
import { notFound } from './http/app-error';
import { languageFromHeader } from './i18n/translator';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { mailTarget } from './integrations/mail/mail-target';
import { createLineStatesSchedule } from './integrations/erp/line-states-schedule';
import { outsideSystems, workerOptions } from './outbox/targets';
import { createOutboxWorker } from './outbox/worker';
import { registerExternalPlugins } from './plugins/external';
import { connectRedis } from './redis/redis-client';
import { createFileStore } from './storage/create-file-store';
import { pageOf } from '../src/domain/pages';
import { isSpaNavigation, registerStatic } from './plugins/static';
import { attachmentsRoutes } from './routes/api/attachments';
import { authRoutes } from './routes/api/auth';
import { catalogueRoutes } from './routes/api/catalogue';
import { interventionsRoutes } from './routes/api/interventions';
import { erpRoutes } from './routes/api/erp';
import { outboxRoutes } from './routes/api/outbox';
import { leadsRoutes } from './routes/api/leads';
import { syncHealthRoutes } from './routes/api/sync-health';
import { purchasesRoutes } from './routes/api/purchases';
import { teamsRoutes } from './routes/api/teams';
import { clientImagesRoutes } from './routes/api/client-images';
import { shoppingListsRoutes } from './routes/api/shopping-lists';
import { syncRoutes } from './routes/api/sync';
import { trialRoutes } from './routes/api/trial';
import { apiBasePath } from '../src/domain/api-path';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to SMTP when configured, else the log. Tests pass one that records. */
  mailer?: Mailer;
  clock?: Clock;
  /** `false` silences the log (simulations); tests pass a stream to read what it says. */
  logger?: false | { stream: { write(line: string): void } };
}

export const apiPrefix = apiBasePath;

/**
 * The whole app as one Fastify instance, without listening: the process (server.ts) listens, tests
 * call `app.inject`. Order: external plugins, then app context (db, auth, errors), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...options.logger },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // The router's own refusals (a path parameter over 100 characters, a malformed URL) answer in
    // the API's shape like any other error, instead of a body that echoes the URL.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate(
    'clock',
    options.clock ?? (config.testClockFile === null ? systemClock : movableClock(config.testClockFile)),
  );
  // Mail goes only through the outbox (its mail target below): no route sends it directly.
  const mailer =
    options.mailer ??
    createMailer(
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        timeoutMs: config.outbox.timeoutMs,
        logFile: config.dataDir === 'memory://' ? null : join(config.dataDir, 'mail.log'),
      },
      app.log,
    );
  app.decorate('signupHooks', []);
  const redis = config.redis === null ? null : connectRedis(config.redis, app.log);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis?.client.quit();
  });
  const files = await createFileStore(config, app.log);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
  const throttleLimits = { maxRefused: config.refusedCredentialsMax, windowMs: 60_000 };
  app.decorate(
    'credentialThrottle',
    redis === null
      ? createCredentialThrottle(throttleLimits)
      : createRedisCredentialThrottle(redis, throttleLimits, (error) =>
          app.log.warn({ err: error }, 'refused-credentials count unavailable'),
        ),
  );
  const outside = outsideSystems(config.outbox);
  app.decorate('erp', outside.erp);
  app.decorate(
    'erpSchedule',
    outside.erp === null || config.outbox.erpRefreshMs === 0
      ? null
      : createLineStatesSchedule({
          db,
          erp: outside.erp,
          clock: app.clock,
          log: app.log,
          intervalMs: config.outbox.erpRefreshMs,
        }),
  );
  app.addHook('onClose', async () => app.erpSchedule?.stop());
  // Built here, started by the process (server.ts): tests drive it themselves.
  app.decorate(
    'outbox',
    createOutboxWorker({
      db,
      // Mail always has a transport (SMTP, else the log), so its target is always there.
      targets: { ...outside.targets, mail: mailTarget(mailer) },
      clock: app.clock,
      log: app.log,
      options: workerOptions(config.outbox),
    }),
  );
  app.addHook('onClose', async () => app.outbox.stop());
  app.decorateRequest('auth', null);
  app.decorateRequest('installer', null);
  app.decorateRequest('language', 'fr');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  app.setErrorHandler(handleError);

  await registerExternalPlugins(app);
  const hasStatic = await registerStatic(app, config.staticDir);

  await app.register(authRoutes, { prefix: `${apiPrefix}/auth` });
  await app.register(syncRoutes, { prefix: `${apiPrefix}/sync` });
  await app.register(catalogueRoutes, { prefix: `${apiPrefix}/catalogue` });
  await app.register(interventionsRoutes, { prefix: `${apiPrefix}/interventions` });
  await app.register(attachmentsRoutes, { prefix: `${apiPrefix}/attachments` });
  await app.register(trialRoutes, { prefix: `${apiPrefix}/trial` });
  await app.register(purchasesRoutes, { prefix: `${apiPrefix}/purchases` });
  await app.register(teamsRoutes, { prefix: `${apiPrefix}/teams` });
  await app.register(clientImagesRoutes, { prefix: `${apiPrefix}/client-images` });
  await app.register(outboxRoutes, { prefix: `${apiPrefix}/outbox` });
  await app.register(erpRoutes, { prefix: `${apiPrefix}/erp` });
  await app.register(shoppingListsRoutes, { prefix: `${apiPrefix}/shopping-lists` });
  await app.register(leadsRoutes, { prefix: `${apiPrefix}/leads` });
  await app.register(syncHealthRoutes, { prefix: `${apiPrefix}/sync-health` });

  // Unknown API URLs and writes count against the request limit too, or scanning them would be free
  // (the limit exempts the app's files and routes: see countsAgainstLimit).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (hasStatic && isSpaNavigation(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile(pageOf(request.url.split('?')[0] ?? ''));
    }
    throw notFound();
  });
  return app;
}
