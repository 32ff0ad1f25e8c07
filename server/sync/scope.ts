import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { readsTeam, rowMask, type Audience } from '../../src/domain/access';
import { clientSchema } from '../../src/domain/entities/client.schema';
import type { FurnitureModule } from '../../src/domain/entities/furniture-module.schema';
import { exhaustive } from '../../src/domain/enums';
import type { EntityName } from '../../src/domain/entities/registry';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { Db, Tx } from '../db/client';
import { clients, projects, purchaseOrderLines, users } from '../db/schema';
import { bodyJson, bodyText } from './body-fields';
import { applyMultiplierSql } from './money-sql';
import { rowsOf, toNumber } from './sql-rows';
import { syncedTables, type SyncedPgTable, type TableEntityName } from './tables';

/**
 * What a caller may read, computed on the server from the session. Its hash goes into the pull
 * cookie: when any of these facts changes (role, team, client kind...), old cookies stop matching
 * and the client resets, so it never keeps rows it may no longer see.
 */
export type Scope =
  | { kind: 'all'; userId: string }
  | {
      kind: 'client';
      userId: string;
      clientId: string;
      team: boolean;
      isCompany: boolean;
      /**
       * The client's prices go through it: when the office changes it, the hash changes and the
       * device re-pulls every price (a furniture row's version does not move with it).
       */
      pricingMultiplier: number;
    }
  | { kind: 'referrer'; userId: string; referrerId: string; team: boolean }
  | { kind: 'installer'; projectId: string }
  | { kind: 'self'; userId: string };

/** Bump when the rules below change, so every client re-pulls under the new rules. */
// 2: client bodies are masked (own module price only, no back-office fields): devices re-pull them.
// 3: clients receive their own prices, never the cost: devices drop the cost prices they hold.
// 4: a submitted quote's lines are priced through the multiplier it keeps.
// 5: a module's negotiated price is the client's own price, sent as set, no multiplier on it.
// 6: the business's settings reach whoever makes documents.
// 7: signed quotes (quoteAcceptances) reach the office and the project's client users.
// 9: a user's row says whether it is an invitation not yet taken up (`invited`).
const scopeRulesRevision = 9;

export async function scopeOf(db: Db | Tx, actor: Actor): Promise<Scope> {
  if (actor.kind === 'installer') return { kind: 'installer', projectId: actor.purchaseOrderId };
  switch (actor.role) {
    case 'admin':
      return { kind: 'all', userId: actor.userId };
    case 'client': {
      if (actor.clientId === null) return { kind: 'self', userId: actor.userId };
      const [client] = rowsOf<{ is_company: boolean | null; multiplier: unknown }>(
        await db.execute(sql`select ${bodyText('clients', 'isCompany')}::boolean as is_company,
            ${bodyText('clients', 'pricingMultiplier')}::float8 as multiplier
          from ${clients} where ${clients.id} = ${actor.clientId} and ${clients.deletedAt} is null`),
      );
      if (client === undefined) return { kind: 'self', userId: actor.userId };
      return {
        kind: 'client',
        userId: actor.userId,
        clientId: actor.clientId,
        team: readsTeam(actor),
        isCompany: client.is_company ?? true,
        pricingMultiplier: client.multiplier === null ? defaultMultiplier : toNumber(client.multiplier),
      };
    }
    case 'business_referrer':
      if (actor.businessReferrerId === null) return { kind: 'self', userId: actor.userId };
      return {
        kind: 'referrer',
        userId: actor.userId,
        referrerId: actor.businessReferrerId,
        team: readsTeam(actor),
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

/** A client with no multiplier stored pays the schema's default. */
const defaultMultiplier = clientSchema.shape.pricingMultiplier.parse(undefined);

/**
 * The body an audience receives, built from the one table of masks (src/domain/access): masked
 * fields are overwritten with their neutral value (`||`), a client-keyed list keeps the entries of
 * the audience's own client only, and an amount at cost becomes the client's price (applyMultiplier
 * in SQL, with the multiplier of the scope, which its hash carries).
 */
function maskedData(audience: Audience, entity: TableEntityName): SQL | undefined {
  const mask = rowMask(audience.kind, entity);
  if (mask === undefined) return undefined;
  const { table } = syncedTables[entity];
  const clientId = audience.kind === 'client' ? audience.clientId : null;
  const multiplier = audience.kind === 'client' ? audience.pricingMultiplier : 1;
  // A quote line is priced through the multiplier its project keeps, if any (projectMultiplier).
  const projectId = entity === 'purchaseOrderLines' ? syncedTables[entity].keys.projectId : undefined;
  const lineMultiplier =
    projectId === undefined
      ? multiplier
      : sql`coalesce((select ${bodyText('projects', 'frozenMultiplier')}::float8 from ${projects}
          where ${projects.id} = ${projectId}), ${multiplier}::float8)`;
  const own = mask.ownClient.map((field) => sql`${field}::text, ${ownEntries(table, field, clientId)}`);
  const priced = mask.priced.map(
    (field) =>
      sql`${field}::text, to_jsonb(${applyMultiplierSql(sql`${table.data} ->> ${field}::text`, lineMultiplier)})`,
  );
  const built = [...own, ...priced];
  const fields = built.length === 0 ? sql`` : sql` || jsonb_build_object(${sql.join(built, sql`, `)})`;
  return sql`(${table.data} || ${JSON.stringify(mask.neutral)}::jsonb${fields})`;
}

type ClientPrice = FurnitureModule['clientPrices'][number];
/** The key that names the client in an entry of a client-keyed list of objects (clientPrices). */
const entryClientKey = 'clientId' satisfies keyof ClientPrice;

/** The entries of a client-keyed list that name `clientId`: ids, or objects with a clientId. */
function ownEntries(table: SyncedPgTable, field: string, clientId: string | null): SQL {
  // `->>` on a string entry reads null, so one test serves both kinds of list.
  return sql`coalesce((select jsonb_agg(entry) from jsonb_array_elements(${table.data} -> ${field}::text) as entry
    where entry = to_jsonb(${clientId}::text) or entry ->> ${entryClientKey}::text = ${clientId}::text), '[]'::jsonb)`;
}

/** The audience of a scope outside the office, for its masks. */
function audienceOf(scope: Extract<Scope, { kind: 'client' | 'installer' }>): Audience {
  return scope.kind === 'client'
    ? { kind: 'client', clientId: scope.clientId, pricingMultiplier: scope.pricingMultiplier }
    : { kind: 'installer' };
}

/** A rule with the scope's body projection, when its audience has a mask for the entity. */
function masked(
  rule: EntityReadRule,
  scope: Extract<Scope, { kind: 'client' | 'installer' }>,
  entity: TableEntityName,
): EntityReadRule {
  const data = maskedData(audienceOf(scope), entity);
  return data === undefined ? rule : { ...rule, data };
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
      : sql`select ${bodyText('purchaseOrderLines', 'moduleId')}::uuid from ${purchaseOrderLines} where ${purchaseOrderLines.projectId} = ${projectId}`;
  return masked(
    { where: sql`${table.id} in (${referenced})`, visible: sql`true` },
    { kind: 'installer', projectId },
    entity,
  );
}

function catalogueRule(entity: 'furniture' | 'furnitureRanges', scope: Scope): EntityReadRule | null {
  if (scope.kind === 'installer' && entity === 'furniture')
    return installerCatalogueRule(entity, scope.projectId);
  if (scope.kind !== 'client') return null;
  // canSeeFurniture and canSeeFurnitureRange of src/domain/access, in SQL: the access tie test holds them equal.
  const visible = sql`not coalesce(${bodyText(entity, 'archived')}::boolean, false)`;
  return masked({ where: sql`true`, visible }, scope, entity);
}

export function entityReadRule(scope: Scope, entity: EntityName): EntityReadRule | null {
  if (scope.kind === 'all') return everything;
  switch (entity) {
    case 'users':
      return { where: usersWhere(scope), visible: sql`true` };
    case 'clients':
      return scope.kind === 'client'
        ? masked({ where: sql`${clients.id} = ${scope.clientId}`, visible: sql`true` }, scope, entity)
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
    // canSeeFurnitureCategory, canSeeServiceRate and canSeeBusinessSettings of src/domain/access:
    // whoever quotes (and so makes a quote's document).
    case 'furnitureCategories':
    case 'serviceRates':
    case 'businessSettings':
      return scope.kind === 'client' ? everything : null;
    case 'furniture':
    case 'furnitureRanges':
      return catalogueRule(entity, scope);
    case 'furnitureModules': {
      if (scope.kind === 'installer') return installerCatalogueRule(entity, scope.projectId);
      if (scope.kind !== 'client') return null;
      const b2c = scope.isCompany
        ? sql`false`
        : sql`coalesce(${bodyText(entity, 'availableForB2C')}::boolean, false)`;
      // canSeeModule of src/domain/access (and so canQuoteModule), in SQL: the access tie test holds them equal.
      const visible = sql`not coalesce(${bodyText(entity, 'archived')}::boolean, false)
          and (${bodyJson(entity, 'clientIds')} ? ${scope.clientId} or ${b2c})`;
      return masked({ where: sql`true`, visible }, scope, entity);
    }
    case 'projects':
      if (scope.kind === 'installer')
        return masked({ where: sql`${projects.id} = ${scope.projectId}`, visible: sql`true` }, scope, entity);
      return scope.kind === 'client'
        ? masked({ where: sql`${projects.id} in ${projectIdsOf(scope)}`, visible: sql`true` }, scope, entity)
        : null;
    case 'rooms':
    case 'purchaseOrderLines':
    case 'interventions':
    case 'verificationCards':
    case 'attachments':
    case 'conflictNotices': {
      const projectId = syncedTables[entity].keys.projectId!;
      if (scope.kind === 'installer')
        return masked({ where: sql`${projectId} = ${scope.projectId}`, visible: sql`true` }, scope, entity);
      return scope.kind === 'client'
        ? masked({ where: sql`${projectId} in ${projectIdsOf(scope)}`, visible: sql`true` }, scope, entity)
        : null;
    }
    case 'quoteAcceptances': {
      // canSeeQuoteAcceptance of src/domain/access: the project's client users, never an installer.
      const projectId = syncedTables[entity].keys.projectId!;
      return scope.kind === 'client'
        ? masked({ where: sql`${projectId} in ${projectIdsOf(scope)}`, visible: sql`true` }, scope, entity)
        : null;
    }
    case 'purchaseOrders':
      // canSeePurchaseOrder of src/domain/access: the office only, which the 'all' scope above reads.
      return null;
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
