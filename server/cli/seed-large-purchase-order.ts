import { findUserByEmail } from '../auth/users';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDemo } from '../seed';
import { seedLargePurchaseOrder } from '../seed/large-purchase-order';

function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function stringArg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * `tsx server/cli/seed-large-purchase-order.ts --lines 150 [--images 150] [--image-base URL]`, with
 * the server stopped (PGlite allows one process): loads the demo if needed, adds a validated
 * purchase order of that many lines for the B2B demo client, prints `{"purchaseOrderId": ...}`.
 * With --image-base, image N is `${URL}/N.svg` instead of an inline picture.
 */
async function main(): Promise<void> {
  const lines = numberArg('--lines', 150);
  const images = numberArg('--images', lines);
  const imageBase = stringArg('--image-base');
  const database = await createDatabase(loadConfig());
  try {
    await database.migrate();
    await seedDemo(database.db);
    const owner = await findUserByEmail(database.db, 'b2b-admin@fitout.test');
    if (!owner?.clientId) throw new Error('the demo B2B admin is missing');
    const purchaseOrderId = await seedLargePurchaseOrder(database.db, {
      lines,
      images,
      clientId: owner.clientId,
      creatorId: owner.id,
      imageUrl: imageBase === undefined ? undefined : (index) => `${imageBase}/${index + 1}.svg`,
    });
    console.log(JSON.stringify({ purchaseOrderId }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
