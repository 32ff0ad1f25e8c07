import { trialCatalogueSchema, type TrialCatalogue } from '../../domain/trial/trial-catalogue.schema';
import { trialProjectSchema, type TrialProject } from '../../domain/trial/trial-project.schema';
import { apiFetch, ApiError } from '../../lib/api-client';

/** The trial endpoints the device talks to, injected so unit tests can pass a fake server. */
export interface TrialApi {
  catalogue(): Promise<TrialCatalogue>;
  /** Null when the server holds no open draft under this id (never saved, or already claimed). */
  get(id: string): Promise<TrialProject | null>;
  put(trial: TrialProject): Promise<void>;
}

/** The trial API over HTTP, without a session: trial pages need no login (spec 6.11). */
export const httpTrialApi: TrialApi = {
  async catalogue() {
    return trialCatalogueSchema.parse(await apiFetch('trial/catalogue', { authenticated: false }));
  },
  async get(id) {
    try {
      return trialProjectSchema.parse(await apiFetch(`trial/projects/${id}`, { authenticated: false }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  async put(trial) {
    await apiFetch(`trial/projects/${trial.id}`, { method: 'PUT', body: trial, authenticated: false });
  },
};
