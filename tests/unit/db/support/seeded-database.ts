import { FitoutDatabase } from '../../../../src/db/database';
import { applyPullPage } from '../../../../src/db/pull-apply';
import { mutators } from '../../../../src/domain/mutators/registry';
import { seedRows, uniqueDatabaseName } from '../../sync/support/engine-setup';
import { adminActor, projectRow } from '../../sync/support/fixtures';

/** A fresh local database holding one project with one room and one line, as a first pull left it. */
export async function seededDatabase(project = projectRow()) {
  const db = new FitoutDatabase(uniqueDatabaseName('seeded'));
  const { room, line, firstPage } = seedRows(project);
  await applyPullPage(db, firstPage, {
    actor: adminActor,
    mutators,
    now: new Date().toISOString(),
    onReplayError: () => undefined,
  });
  return { db, project, room, line };
}
