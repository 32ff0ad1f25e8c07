import { text, uuid } from 'drizzle-orm/pg-core';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import type { FurnitureCategory } from '../../../src/domain/entities/furniture-category.schema';
import type { FurnitureModule } from '../../../src/domain/entities/furniture-module.schema';
import type { FurnitureRange } from '../../../src/domain/entities/furniture-range.schema';
import type { ServiceRate } from '../../../src/domain/entities/service-rate.schema';
import { syncedTable } from './synced-table';

export const furnitureCategories = syncedTable<FurnitureCategory, Record<never, never>>(
  'furniture_categories',
  {},
);

const furnitureKeys = { categoryId: uuid('category_id'), sku: text('sku') };
export const furniture = syncedTable<Furniture, typeof furnitureKeys>('furniture', furnitureKeys);

export const furnitureRanges = syncedTable<FurnitureRange, Record<never, never>>('furniture_ranges', {});

const moduleKeys = { parentModuleId: uuid('parent_module_id') };
export const furnitureModules = syncedTable<FurnitureModule, typeof moduleKeys>(
  'furniture_modules',
  moduleKeys,
);

export const serviceRates = syncedTable<ServiceRate, Record<never, never>>('service_rates', {});
