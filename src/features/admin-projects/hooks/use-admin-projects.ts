import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { readProjectListRows, type ProjectListRows } from '../../../db/project-list-rows';

export type AdminProjects = ProjectListRows;

/** How many of the most recently changed projects are drawn before the whole store is read. */
const PREVIEW_PROJECTS = 50;

const noRows: AdminProjects = { projects: [], clients: [], users: [] };

/** The projects, or only the most recently changed while the rest is read (`complete` false). */
export type AdminProjectsResult = LiveResult<AdminProjects> & { complete: boolean };

/**
 * Every project of the local store (the office's pull holds them all), with the clients and users
 * the list names: it works offline and follows every pull and change. Reading 10,000 projects
 * takes a few hundred milliseconds; with `preview`, the most recently changed are answered until then.
 */
export function useAdminProjects({ preview: wantsPreview = false } = {}): AdminProjectsResult {
  const db = useDatabase();
  const [preview, setPreview] = useState<AdminProjects>();
  // The whole read waits for the preview's: both deliver on this thread, and the preview's few rows
  // would otherwise wait behind the decoding of every project.
  const waiting = wantsPreview && preview === undefined;
  const answer = useLiveQuery(
    async () => (waiting ? undefined : { data: await readProjectListRows(db) }),
    [db, waiting],
  );
  useEffect(() => {
    if (!wantsPreview) return;
    let wanted = true;
    // A failed preview only means waiting for the whole read, which reports its own failure.
    void readProjectListRows(db, PREVIEW_PROJECTS)
      .catch(() => noRows)
      .then((rows) => {
        if (wanted) setPreview(rows);
      });
    return () => {
      wanted = false;
    };
  }, [db, wantsPreview]);
  if (answer === undefined && preview !== undefined)
    return { loading: false, data: preview, complete: false };
  return { ...toLiveResult(answer), complete: answer !== undefined };
}

export function userName(user: Pick<LocalRow<'users'>, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}
