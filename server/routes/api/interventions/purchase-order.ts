import { and, eq, isNull } from 'drizzle-orm';
import { projectSchema, type Project } from '../../../../src/domain/entities/project.schema';
import type { Db } from '../../../db/client';
import { projects } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

/** The purchase order (project) of the URL, or 404. */
export async function purchaseOrderOr404(db: Db, purchaseOrderId: string): Promise<Project> {
  const [row] = await db
    .select({ data: projects.data })
    .from(projects)
    .where(and(eq(projects.id, purchaseOrderId), isNull(projects.deletedAt)));
  if (row === undefined) throw notFound();
  return projectSchema.parse(row.data);
}
