/**
 * The key fields each synced entity is indexed on, kept apart from the schemas so the local
 * database can be opened (at start, for the offline user mirror) without loading every schema:
 * the sign-in page stays light. The client builds its stores as "id, version, ...indexes", the
 * server makes the same fields real, indexed columns (registry.ts pairs them with the schemas).
 */
export const entityIndexes = {
  users: ['clientId', 'businessReferrerId'],
  clients: [],
  businessReferrers: [],
  leads: ['businessReferrerId', 'agentId'],
  furnitureCategories: [],
  furniture: ['categoryId', 'name', 'sku', 'barcode'],
  furnitureRanges: [],
  furnitureModules: ['parentModuleId'],
  serviceRates: [],
  businessSettings: [],
  projects: ['clientId', 'creatorId', 'parentProjectId'],
  rooms: ['projectId'],
  purchaseOrderLines: ['projectId', 'roomId', 'furnitureId'],
  interventions: ['projectId'],
  verificationCards: ['projectId', 'interventionId', 'lineId'],
  attachments: ['projectId', 'ownerId'],
  purchaseOrders: ['projectId'],
  conflictNotices: ['projectId'],
  quoteAcceptances: ['projectId'],
} as const satisfies Record<string, readonly string[]>;

export type EntityName = keyof typeof entityIndexes;

export const entityNames = Object.keys(entityIndexes) as EntityName[];

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(entityIndexes, name);
}
