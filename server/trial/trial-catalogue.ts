import { asc, isNull } from 'drizzle-orm';
import {
  canSeeBusinessSettings,
  canSeeFurniture,
  canSeeFurnitureCategory,
  canSeeFurnitureRange,
  canSeeModule,
  canSeeServiceRate,
  projectRow,
  trialVisitor,
  type Audience,
} from '../../src/domain/access';
import { clientSchema } from '../../src/domain/entities/client.schema';
import { entities, type EntityRow } from '../../src/domain/entities/registry';
import {
  type TrialCatalogue,
  type TrialCatalogueEntity,
} from '../../src/domain/trial/trial-catalogue.schema';
import type { Db } from '../db/client';
import { syncedTables } from '../sync/tables';

/**
 * A visitor is a client without a client row yet: it gets no client's own entries (prices, grants),
 * and prices through the multiplier a new client gets at sign-up (its trial client row on the
 * device holds the same), so the claimed quote keeps the prices the visitor saw.
 */
const visitorAudience = {
  kind: 'client',
  clientId: null,
  pricingMultiplier: clientSchema.shape.pricingMultiplier.parse(undefined),
} as const satisfies Audience;

/** The access rules of src/domain/access a B2C client's pull applies, per entity, for the visitor. */
const visible: { [E in TrialCatalogueEntity]: (row: EntityRow<E>) => boolean } = {
  furnitureCategories: () => canSeeFurnitureCategory(trialVisitor),
  furniture: (row) => canSeeFurniture(trialVisitor, row),
  furnitureRanges: (row) => canSeeFurnitureRange(trialVisitor, row),
  furnitureModules: (row) => canSeeModule(trialVisitor, row),
  serviceRates: () => canSeeServiceRate(trialVisitor),
  businessSettings: () => canSeeBusinessSettings(trialVisitor),
};

async function visibleRows<E extends TrialCatalogueEntity>(db: Db, entity: E): Promise<EntityRow<E>[]> {
  const { table } = syncedTables[entity];
  // In id order, so the same catalogue always reads the same (and keeps its ETag).
  const rows = await db
    .select({ data: table.data })
    .from(table)
    .where(isNull(table.deletedAt))
    .orderBy(asc(table.id));
  const schema = entities[entity].schema;
  return rows
    .map((row) => schema.parse(row.data) as EntityRow<E>)
    .filter((row) => visible[entity](row))
    .map((row) => projectRow(visitorAudience, entity, row));
}

/** Every catalogue row a B2C visitor may see, masked as for a B2C client. */
export async function trialCatalogue(db: Db): Promise<TrialCatalogue> {
  const [furnitureCategories, furniture, furnitureRanges, furnitureModules, serviceRates, businessSettings] =
    await Promise.all([
      visibleRows(db, 'furnitureCategories'),
      visibleRows(db, 'furniture'),
      visibleRows(db, 'furnitureRanges'),
      visibleRows(db, 'furnitureModules'),
      visibleRows(db, 'serviceRates'),
      visibleRows(db, 'businessSettings'),
    ]);
  return {
    furnitureCategories,
    furniture,
    furnitureRanges,
    furnitureModules,
    serviceRates,
    businessSettings,
  };
}
