import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDemo } from '../seed';

/** `npm run seed [-- --scale N]`: loads the demo into the configured database (no-op if present). */
async function main(): Promise<void> {
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg === -1 ? 1 : Number(process.argv[scaleArg + 1]);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const seeded = await seedDemo(database.db, { scale });
    console.log(seeded ? 'Demo data loaded.' : 'Demo data already present: nothing to do.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
