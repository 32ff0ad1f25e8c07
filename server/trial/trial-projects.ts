import { and, eq, inArray, isNull } from 'drizzle-orm';
import { canQuoteFurniture, canQuoteModule, trialVisitor } from '../../src/domain/access';
import { furnitureModuleSchema } from '../../src/domain/entities/furniture-module.schema';
import { furnitureSchema } from '../../src/domain/entities/furniture.schema';
import { trialProjectSchema, type TrialProject } from '../../src/domain/trial/trial-project.schema';
import type { Db, Tx } from '../db/client';
import { furniture, furnitureModules, projects, trialProjects } from '../db/schema';

/** An unclaimed draft, or undefined when the id is unknown or already signed up with. */
export async function findOpenTrial(db: Db, id: string): Promise<TrialProject | undefined> {
  const [row] = await db
    .select({ data: trialProjects.data })
    .from(trialProjects)
    .where(and(eq(trialProjects.id, id), isNull(trialProjects.claimedAt)));
  return row === undefined ? undefined : trialProjectSchema.parse(row.data);
}

/**
 * Creates or replaces the draft; false when it may no longer change: claimed, or its id already
 * names a project (the claimed one, or one a draft must never overwrite at sign-up).
 */
export async function saveTrial(db: Db, trial: TrialProject, now: Date): Promise<boolean> {
  if (await projectIdTaken(db, trial.id)) return false;
  // The claim check is in the statement itself, so a sign-up committing meanwhile is never overwritten.
  const saved = await db
    .insert(trialProjects)
    .values({ id: trial.id, data: trial, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: trialProjects.id,
      set: { data: trial, updatedAt: now },
      setWhere: isNull(trialProjects.claimedAt),
    })
    .returning({ id: trialProjects.id });
  return saved.length > 0;
}

/** Whether a project row (live or deleted) already has this id. */
export async function projectIdTaken(db: Db, id: string): Promise<boolean> {
  const found = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).limit(1);
  return found.length > 0;
}

/** Locks an unclaimed draft for the sign-up transaction, which then claims it or leaves it. */
export async function lockOpenTrial(tx: Tx, id: string): Promise<TrialProject | undefined> {
  const [row] = await tx
    .select({ data: trialProjects.data })
    .from(trialProjects)
    .where(and(eq(trialProjects.id, id), isNull(trialProjects.claimedAt)))
    .for('update');
  return row === undefined ? undefined : trialProjectSchema.parse(row.data);
}

export async function markTrialClaimed(tx: Tx, id: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(trialProjects)
    .set({ claimedAt: now, claimedByUserId: userId, updatedAt: now })
    .where(eq(trialProjects.id, id));
}

/**
 * The ids among `ids` a visitor may not pick: unknown or deleted furniture, and what the one quote
 * rule refuses a B2C visitor (src/domain/access), the rule its lines meet again at sign-up.
 */
export function unavailableFurniture(db: Db, ids: readonly string[]): Promise<Set<string>> {
  return unquotable(db, furniture, ids, (data) =>
    canQuoteFurniture(trialVisitor, furnitureSchema.parse(data)),
  );
}

/** The same for modules: unknown, deleted, or not open to a B2C visitor. */
export function unavailableModules(db: Db, ids: readonly string[]): Promise<Set<string>> {
  return unquotable(db, furnitureModules, ids, (data) =>
    canQuoteModule(trialVisitor, furnitureModuleSchema.parse(data)),
  );
}

async function unquotable(
  db: Db,
  table: typeof furniture | typeof furnitureModules,
  ids: readonly string[],
  quotable: (data: unknown) => boolean,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id, data: table.data })
    .from(table)
    .where(and(inArray(table.id, [...ids]), isNull(table.deletedAt)));
  const usable = new Set(rows.filter((row) => quotable(row.data)).map((row) => row.id));
  return new Set(ids.filter((id) => !usable.has(id)));
}
