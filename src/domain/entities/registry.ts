import type { z } from 'zod';
import { attachmentSchema } from './attachment.schema';
import { businessReferrerSchema } from './business-referrer.schema';
import { clientSchema } from './client.schema';
import { conflictNoticeSchema } from './conflict-notice.schema';
import { furnitureCategorySchema } from './furniture-category.schema';
import { furnitureModuleSchema } from './furniture-module.schema';
import { furnitureRangeSchema } from './furniture-range.schema';
import { furnitureSchema } from './furniture.schema';
import { interventionSchema, verificationCardSchema } from './intervention.schema';
import { leadSchema } from './lead.schema';
import { projectSchema } from './project.schema';
import { purchaseOrderLineSchema } from './purchase-order-line.schema';
import { purchaseOrderSchema } from './purchase-order.schema';
import { quoteAcceptanceSchema } from './quote-acceptance.schema';
import { roomSchema } from './room.schema';
import { serviceRateSchema } from './service-rate.schema';
import { businessSettingsSchema } from './business-settings.schema';
import { userSchema } from './user.schema';
import { entityIndexes, entityNames, isEntityName, type EntityName } from './entity-indexes';

/** Every synced entity, once: its schema and the key fields it is indexed on (entity-indexes.ts). */
export const entities = {
  users: { schema: userSchema, indexes: entityIndexes.users },
  clients: { schema: clientSchema, indexes: entityIndexes.clients },
  businessReferrers: { schema: businessReferrerSchema, indexes: entityIndexes.businessReferrers },
  leads: { schema: leadSchema, indexes: entityIndexes.leads },
  furnitureCategories: { schema: furnitureCategorySchema, indexes: entityIndexes.furnitureCategories },
  furniture: { schema: furnitureSchema, indexes: entityIndexes.furniture },
  furnitureRanges: { schema: furnitureRangeSchema, indexes: entityIndexes.furnitureRanges },
  furnitureModules: { schema: furnitureModuleSchema, indexes: entityIndexes.furnitureModules },
  serviceRates: { schema: serviceRateSchema, indexes: entityIndexes.serviceRates },
  businessSettings: { schema: businessSettingsSchema, indexes: entityIndexes.businessSettings },
  projects: { schema: projectSchema, indexes: entityIndexes.projects },
  rooms: { schema: roomSchema, indexes: entityIndexes.rooms },
  purchaseOrderLines: { schema: purchaseOrderLineSchema, indexes: entityIndexes.purchaseOrderLines },
  interventions: { schema: interventionSchema, indexes: entityIndexes.interventions },
  verificationCards: { schema: verificationCardSchema, indexes: entityIndexes.verificationCards },
  attachments: { schema: attachmentSchema, indexes: entityIndexes.attachments },
  purchaseOrders: { schema: purchaseOrderSchema, indexes: entityIndexes.purchaseOrders },
  conflictNotices: { schema: conflictNoticeSchema, indexes: entityIndexes.conflictNotices },
  quoteAcceptances: { schema: quoteAcceptanceSchema, indexes: entityIndexes.quoteAcceptances },
} as const satisfies Record<EntityName, { schema: z.ZodType; indexes: readonly string[] }>;

export { entityNames, isEntityName, type EntityName };
export type EntityRow<E extends EntityName> = z.infer<(typeof entities)[E]['schema']>;
export type EntityIndex<E extends EntityName> = (typeof entities)[E]['indexes'][number];
