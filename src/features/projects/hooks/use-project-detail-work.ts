import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

/** What happened on site for one project: its interventions, the verification cards and the photos. */
export interface ProjectDetailWork {
  interventions: LocalRow<'interventions'>[];
  cards: LocalRow<'verificationCards'>[];
  /** Photos per owner id (a line, a card), oldest first. */
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
}

/**
 * The project's intervention rows from the local store, in one read transaction so a pulled page
 * re-renders the detail once. Empty lists before the project reaches preparation.
 */
export function useProjectDetailWork(projectId: string | undefined): LiveResult<ProjectDetailWork> {
  const db = useDatabase();
  const answer = useLiveQuery(() => {
    const tables = ['interventions', 'verificationCards', 'attachments'] as const;
    return db.transaction(
      'r',
      tables.map((name) => db.entity(name)),
      async (): Promise<{ data: ProjectDetailWork }> => {
        if (projectId === undefined) return { data: { interventions: [], cards: [], photos: new Map() } };
        const [interventions, cards, attachments] = await Promise.all([
          db.entity('interventions').where('projectId').equals(projectId).toArray(),
          db.entity('verificationCards').where('projectId').equals(projectId).toArray(),
          db.entity('attachments').where('projectId').equals(projectId).toArray(),
        ]);
        const photos = new Map<string, LocalRow<'attachments'>[]>();
        for (const photo of attachments.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
          photos.set(photo.ownerId, [...(photos.get(photo.ownerId) ?? []), photo]);
        }
        return { data: { interventions, cards, photos } };
      },
    );
  }, [db, projectId]);
  return toLiveResult(answer);
}
