import type { FitoutDatabase, LocalRow } from './database';

/** What the office's project list shows: the projects, and the clients and users it names. */
export interface ProjectListRows {
  projects: LocalRow<'projects'>[];
  /** By name, for the client filter and the rows. */
  clients: LocalRow<'clients'>[];
  /** Every user the office sees: the creator filter and the project manager picker read them. */
  users: LocalRow<'users'>[];
}

/**
 * Every project of the local store, or with `newest` only that many of the most recently changed
 * (by the version 8 index: the list's first rows in its default order), in one read transaction.
 */
export function readProjectListRows(db: FitoutDatabase, newest?: number): Promise<ProjectListRows> {
  const [projects, clients, users] = [db.entity('projects'), db.entity('clients'), db.entity('users')];
  return db.transaction('r', [projects, clients, users], async () => {
    const [projectRows, clientRows, userRows] = await Promise.all([
      newest === undefined
        ? projects.toArray()
        : projects.orderBy('updatedAt').reverse().limit(newest).toArray(),
      clients.toArray(),
      users.toArray(),
    ]);
    clientRows.sort((a, b) => a.name.localeCompare(b.name));
    return { projects: projectRows, clients: clientRows, users: userRows };
  });
}
