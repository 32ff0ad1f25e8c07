import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PurchaseOrder } from '../../../src/domain/entities/purchase-order.schema';
import type { Actor } from '../../../src/domain/mutators/transaction';
import type { Clock } from '../../clock';
import { claimPeriod } from '../../db/claim-period';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { Erp } from './erp';
import { latestPurchaseOrder, refreshLineStates } from './refresh-line-states';

export interface LineStatesSchedule {
  start(): void;
  stop(): void;
  /** One round over the validated projects; returns how many were refreshed. */
  tick(): Promise<number>;
  /**
   * What the timer runs: the round of the current period, if no instance has claimed it yet;
   * null when another did. Several instances on one database refresh once per period.
   */
  tickOncePerPeriod(): Promise<number | null>;
}

const scheduleName = 'erp-line-states';

/**
 * The schedule writes on behalf of the office member who made the order version: the server's
 * Transaction needs an actor, and only mutator bodies (none runs here) read it.
 */
function orderMaker(order: PurchaseOrder): Actor {
  return {
    kind: 'user',
    userId: order.createdById,
    role: 'admin',
    clientId: null,
    clientRole: null,
    businessReferrerId: null,
    businessReferrerRole: null,
  };
}

/**
 * Refreshes the stock states of every validated project registered in the ERP every `intervalMs`
 * (spec: "refreshed on demand and on a schedule"). A project whose read fails keeps its last
 * states and is tried again at the next round; the others go on.
 */
export function createLineStatesSchedule(deps: {
  db: Db;
  erp: Erp;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): LineStatesSchedule {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;

  async function refreshAll(): Promise<number> {
    const validated = await deps.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(sql`${projects.data} ->> 'status'`, 'validated'), isNull(projects.deletedAt)));
    let refreshed = 0;
    for (const { id } of validated) {
      const order = await latestPurchaseOrder(deps.db, id);
      if (order === undefined || order.mode === 'withoutErp') continue;
      try {
        await refreshLineStates(
          { db: deps.db, erp: deps.erp, now: deps.clock(), actor: orderMaker(order) },
          order,
        );
        refreshed++;
      } catch (error) {
        deps.log.warn({ err: error, projectId: id }, 'scheduled stock refresh failed');
      }
    }
    return refreshed;
  }

  // A slow round is not overlapped by the next one.
  const tick = () => (round ??= refreshAll().finally(() => (round = null)));
  const tickOncePerPeriod = async () =>
    (await claimPeriod(deps.db, scheduleName, deps.clock(), deps.intervalMs)) ? tick() : null;

  return {
    start() {
      timer ??= setInterval(() => {
        tickOncePerPeriod().catch((error: unknown) =>
          deps.log.error({ err: error }, 'scheduled stock refresh failed'),
        );
      }, deps.intervalMs);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    tick,
    tickOncePerPeriod,
  };
}
