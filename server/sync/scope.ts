import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { exhaustive } from '../../src/domain/enums';
import type { EntityName } from '../../src/domain/entities/registry';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { Db, Tx } from '../db/client';
import { clients, projects, purchaseOrderLines, users } from '../db/schema';
import { rowsOf } from './sql-rows';
import { syncedTables } from './tables';

/**
 * What a caller may read, computed on the server from the session. Its hash goes into the pull
 * cookie: when any of these facts changes (role, team, client kind...), old cookies stop matching
 * and the client resets, so it never keeps rows it may no longer see.
 */
export type Scope =
  | { kind: 'all'; userId: string }
  | { kind: 'client'; userId: string; clientId: string; team: boolean; isCompany: boolean }
  | { kind: 'referrer'; userId: string; referrerId: string; team: boolean }
  | { kind: 'installer'; projectId: string }
  | { kind: 'self'; userId: string };

/** Bump when the rules below change, so every client re-pulls under the new rules. */
const scopeRulesRevision = 1;

export async function scopeOf(db: Db | Tx, actor: Actor): Promise<Scope> {
  if (actor.kind === 'installer') return { kind: 'installer', projectId: actor.purchaseOrderId };
  switch (actor.role) {
    case 'admin':
      return { kind: 'all', userId: actor.userId };
    case 'client': {
      if (actor.clientId === null) return { kind: 'self', userId: actor.userId };
      const [client] = rowsOf<{ is_company: boolean | null }>(
        await db.execute(sql`select (${clients.data} ->> 'isCompany')::boolean as is_company from ${clients}
          where ${clients.id} = ${actor.clientId} and ${clients.deletedAt} is null`),
      );
      if (client === undefined) return { kind: 'self', userId: actor.userId };
      return {
        kind: 'client',
        userId: actor.userId,
        clientId: actor.clientId,
        team: actor.clientRole === 'admin',
        isCompany: client.is_company ?? true,
      };
    }
    case 'business_referrer':
      if (actor.businessReferrerId === null) return { kind: 'self', userId: actor.userId };
      return {
        kind: 'referrer',
        userId: actor.userId,
        referrerId: actor.businessReferrerId,
        team: actor.businessReferrerRole === 'admin' || actor.businessReferrerRole === 'manager',
      };
    default:
      return exhaustive(actor.role);
  }
}

export function scopeHash(scope: Scope): string {
  return createHash('sha256')
    .update(JSON.stringify({ scopeRulesRevision, scope }))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * How one entity is read under a scope: `where` picks the rows the caller may receive (tombstones
 * included), `visible` tells which of them it receives in full; the others go out as tombstones
 * (an archived furniture, a module taken away from the client) so they leave the device too.
 */
export interface EntityReadRule {
  where: SQL;
  visible: SQL;
  /** The body this scope receives, when it is not the stored one (a projection). */
  data?: SQL;
}

/**
 * Money an installer never needs (they are third parties on site): read as zero or null, so rows
 * keep the shape of their schema.
 */
const installerPriceMask = {
  projects: {
    clientBudgetCents: null,
    clientPriceAdjustmentCents: 0,
    clientPriceOverrideCents: null,
    finalClientPriceCents: null,
    validatedPriceCents: null,
  },
  purchaseOrderLines: { unitPriceCents: 0 },
  furniture: { priceExclVatCents: 0, priceInclVatCents: 0 },
  furnitureModules: { priceCents: 0, clientPrices: [] },
} as const;

function withoutPrices(entity: keyof typeof installerPriceMask): SQL {
  const { table } = syncedTables[entity];
  return sql`(${table.data} || ${JSON.stringify(installerPriceMask[entity])}::jsonb)`;
}

const everything: EntityReadRule = { where: sql`true`, visible: sql`true` };

function projectIdsOf(scope: Extract<Scope, { kind: 'client' }>): SQL {
  const mine = scope.team ? sql`true` : sql`${projects.creatorId} = ${scope.userId}`;
  return sql`(select ${projects.id} from ${projects} where ${projects.clientId} = ${scope.clientId} and ${mine})`;
}

/**
 * An installer receives only the catalogue rows its purchase order's lines name (to show names,
 * SKUs and images offline); lines are never hard-deleted, so a removed line's furniture stays.
 */
function installerCatalogueRule(entity: 'furniture' | 'furnitureModules', projectId: string): EntityReadRule {
  const { table } = syncedTables[entity];
  const referenced =
    entity === 'furniture'
      ? sql`select ${purchaseOrderLines.furnitureId} from ${purchaseOrderLines} where ${purchaseOrderLines.projectId} = ${projectId}`
      : sql`select (${purchaseOrderLines.data} ->> 'moduleId')::uuid from ${purchaseOrderLines} where ${purchaseOrderLines.projectId} = ${projectId}`;
  return { where: sql`${table.id} in (${referenced})`, visible: sql`true`, data: withoutPrices(entity) };
}

function catalogueRule(entity: 'furniture' | 'furnitureRanges', scope: Scope): EntityReadRule | null {
  if (scope.kind === 'installer' && entity === 'furniture')
    return installerCatalogueRule(entity, scope.projectId);
  if (scope.kind !== 'client') return null;
  const { table } = syncedTables[entity];
  return { where: sql`true`, visible: sql`not coalesce((${table.data} ->> 'archived')::boolean, false)` };
}

export function entityReadRule(scope: Scope, entity: EntityName): EntityReadRule | null {
  if (scope.kind === 'all') return everything;
  switch (entity) {
    case 'users':
      return { where: usersWhere(scope), visible: sql`true` };
    case 'clients':
      return scope.kind === 'client'
        ? { where: sql`${clients.id} = ${scope.clientId}`, visible: sql`true` }
        : null;
    case 'businessReferrers': {
      const { table } = syncedTables.businessReferrers;
      return scope.kind === 'referrer'
        ? { where: sql`${table.id} = ${scope.referrerId}`, visible: sql`true` }
        : null;
    }
    case 'leads': {
      if (scope.kind !== 'referrer') return null;
      const { keys } = syncedTables.leads;
      const mine = scope.team ? sql`true` : sql`${keys.agentId!} = ${scope.userId}`;
      return {
        where: sql`${keys.businessReferrerId!} = ${scope.referrerId} and ${mine}`,
        visible: sql`true`,
      };
    }
    case 'furnitureCategories':
      return scope.kind === 'client' ? everything : null;
    case 'furniture':
    case 'furnitureRanges':
      return catalogueRule(entity, scope);
    case 'furnitureModules': {
      if (scope.kind === 'installer') return installerCatalogueRule(entity, scope.projectId);
      if (scope.kind !== 'client') return null;
      const { table } = syncedTables.furnitureModules;
      const b2c = scope.isCompany
        ? sql`false`
        : sql`coalesce((${table.data} ->> 'availableForB2C')::boolean, false)`;
      return {
        where: sql`true`,
        visible: sql`not coalesce((${table.data} ->> 'archived')::boolean, false)
          and ((${table.data} -> 'clientIds') ? ${scope.clientId} or ${b2c})`,
      };
    }
    case 'projects':
      if (scope.kind === 'installer')
        return {
          where: sql`${projects.id} = ${scope.projectId}`,
          visible: sql`true`,
          data: withoutPrices('projects'),
        };
      return scope.kind === 'client'
        ? { where: sql`${projects.id} in ${projectIdsOf(scope)}`, visible: sql`true` }
        : null;
    case 'rooms':
    case 'purchaseOrderLines':
    case 'interventions':
    case 'verificationCards':
    case 'attachments': {
      const projectId = syncedTables[entity].keys.projectId!;
      if (scope.kind === 'installer')
        return {
          where: sql`${projectId} = ${scope.projectId}`,
          visible: sql`true`,
          ...(entity === 'purchaseOrderLines' ? { data: withoutPrices(entity) } : {}),
        };
      return scope.kind === 'client'
        ? { where: sql`${projectId} in ${projectIdsOf(scope)}`, visible: sql`true` }
        : null;
    }
    default:
      return exhaustive(entity);
  }
}

function usersWhere(scope: Exclude<Scope, { kind: 'all' }>): SQL {
  switch (scope.kind) {
    case 'installer':
      return sql`false`;
    case 'self':
      return sql`${users.id} = ${scope.userId}`;
    case 'client':
      return scope.team
        ? sql`(${users.id} = ${scope.userId} or ${users.clientId} = ${scope.clientId})`
        : sql`${users.id} = ${scope.userId}`;
    case 'referrer':
      return scope.team
        ? sql`(${users.id} = ${scope.userId} or ${users.businessReferrerId} = ${scope.referrerId})`
        : sql`${users.id} = ${scope.userId}`;
    default:
      return exhaustive(scope);
  }
}
