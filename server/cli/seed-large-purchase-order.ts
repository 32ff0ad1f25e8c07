import { findUserByEmail } from '../auth/users';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDemo } from '../seed';
import { seedLargePurchaseOrder } from '../seed/large-purchase-order';

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function numbersArg(name: string, fallback: number): number[] {
  const index = process.argv.indexOf(name);
  if (index === -1) return [fallback];
  return (process.argv[index + 1] ?? '').split(',').map((part) => positive(name, Number(part)));
}

function stringArg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * `tsx server/cli/seed-large-purchase-order.ts --lines 150[,30,...] [--images 150] [--image-base URL]`,
 * with the server stopped (PGlite allows one process): loads the demo if needed, adds one validated
 * purchase order per count of lines for the B2B demo client, prints `{"purchaseOrderIds": [...]}`.
 * Several orders in one run boot the database once (a test's fixtures seed four). Each order has
 * --images distinct images (default: one per line); with --image-base, image N is `${URL}/N.svg`
 * instead of an inline picture.
 */
async function main(): Promise<void> {
  const counts = numbersArg('--lines', 150);
  const imagesArg = stringArg('--images');
  const images = imagesArg === undefined ? undefined : positive('--images', Number(imagesArg));
  const imageBase = stringArg('--image-base');
  const database = await createDatabase(loadConfig());
  try {
    await database.migrate();
    await seedDemo(database.db);
    const owner = await findUserByEmail(database.db, 'b2b-admin@fitout.test');
    if (!owner?.clientId) throw new Error('the demo B2B admin is missing');
    const purchaseOrderIds: string[] = [];
    for (const lines of counts)
      purchaseOrderIds.push(
        await seedLargePurchaseOrder(database.db, {
          lines,
          images: images ?? lines,
          clientId: owner.clientId,
          creatorId: owner.id,
          imageUrl: imageBase === undefined ? undefined : (index) => `${imageBase}/${index + 1}.svg`,
        }),
      );
    console.log(JSON.stringify({ purchaseOrderIds }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
