import type { BusinessSettings } from '../../../src/domain/entities/business-settings.schema';
import { syncedTable } from './synced-table';

export const businessSettings = syncedTable<BusinessSettings, Record<never, never>>('business_settings', {});
