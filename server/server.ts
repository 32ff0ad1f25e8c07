import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/client';
import { seedDemo } from './seed';

function shouldSeed(config: Config, isNewEmbedded: boolean): boolean {
  return config.demoSeed ?? isNewEmbedded;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  if (shouldSeed(config, database.isNewEmbedded) && (await seedDemo(database.db))) {
    app.log.info('loaded the demo data (logins in README.md)');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Fitout on ${config.publicUrl} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  app.outbox.start();
  app.erpSchedule?.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
