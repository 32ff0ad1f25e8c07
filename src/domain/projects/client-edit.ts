import type { Project } from '../entities/project.schema';

/**
 * A client edits its project only while it is its own draft: once submitted (clientStatus done)
 * the office may be reading it, and once quoted it belongs to the office until handed back.
 * Kept apart from the status machine, which reads the access module, so the access module can ask
 * this without an import cycle.
 */
export function clientMayEdit(project: Pick<Project, 'status' | 'clientStatus'>): boolean {
  return project.status === 'draft' && project.clientStatus === 'draft';
}
