import type { z } from 'zod';
import { attachmentSchema } from './attachment.schema';
import { businessReferrerSchema } from './business-referrer.schema';
import { clientSchema } from './client.schema';
import { furnitureCategorySchema } from './furniture-category.schema';
import { furnitureModuleSchema } from './furniture-module.schema';
import { furnitureRangeSchema } from './furniture-range.schema';
import { furnitureSchema } from './furniture.schema';
import { interventionSchema, verificationCardSchema } from './intervention.schema';
import { leadSchema } from './lead.schema';
import { projectSchema } from './project.schema';
import { purchaseOrderLineSchema } from './purchase-order-line.schema';
import { roomSchema } from './room.schema';
import { userSchema } from './user.schema';

/**
 * Every synced entity, once. The key is the entity name on the wire and the Dexie store name; the
 * client builds its stores as "id, version, ...indexes" and the server makes the same fields real,
 * indexed columns, so `Transaction.query(entity, field, value)` works on both sides.
 */
export const entities = {
  users: { schema: userSchema, indexes: ['clientId', 'businessReferrerId'] },
  clients: { schema: clientSchema, indexes: [] },
  businessReferrers: { schema: businessReferrerSchema, indexes: [] },
  leads: { schema: leadSchema, indexes: ['businessReferrerId', 'agentId'] },
  furnitureCategories: { schema: furnitureCategorySchema, indexes: [] },
  furniture: { schema: furnitureSchema, indexes: ['categoryId', 'name', 'sku', 'barcode'] },
  furnitureRanges: { schema: furnitureRangeSchema, indexes: [] },
  furnitureModules: { schema: furnitureModuleSchema, indexes: ['parentModuleId'] },
  projects: { schema: projectSchema, indexes: ['clientId', 'creatorId', 'parentProjectId'] },
  rooms: { schema: roomSchema, indexes: ['projectId'] },
  purchaseOrderLines: { schema: purchaseOrderLineSchema, indexes: ['projectId', 'roomId', 'furnitureId'] },
  interventions: { schema: interventionSchema, indexes: ['projectId'] },
  verificationCards: { schema: verificationCardSchema, indexes: ['projectId', 'interventionId', 'lineId'] },
  attachments: { schema: attachmentSchema, indexes: ['projectId', 'ownerId'] },
} as const satisfies Record<string, { schema: z.ZodType; indexes: readonly string[] }>;

export type EntityName = keyof typeof entities;
export type EntityRow<E extends EntityName> = z.infer<(typeof entities)[E]['schema']>;
export type EntityIndex<E extends EntityName> = (typeof entities)[E]['indexes'][number];

export const entityNames = Object.keys(entities) as EntityName[];

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(entities, name);
}
