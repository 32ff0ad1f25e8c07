import { FitoutDatabase } from '../../db/database';

/** The visitor's own database: never the signed-in one, so a later account starts clean. */
export const trialDatabaseName = 'fitout-trial';

export function openTrialDatabase(): FitoutDatabase {
  return new FitoutDatabase(trialDatabaseName);
}
