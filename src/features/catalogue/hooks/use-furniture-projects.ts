import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';

/**
 * Projects not yet installed whose lines use a catalogue item, by name; undefined while loading.
 * "Future" projects are those whose status is not `done`.
 */
export function useFurnitureProjects(furnitureId: string): LocalRow<'projects'>[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const lines = await db.entity('purchaseOrderLines').where('furnitureId').equals(furnitureId).toArray();
    const ids = [...new Set(lines.map((line) => line.projectId))];
    const projects = await db.entity('projects').bulkGet(ids);
    return projects
      .filter(
        (project): project is LocalRow<'projects'> => project !== undefined && project.status !== 'done',
      )
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [db, furnitureId]);
}
