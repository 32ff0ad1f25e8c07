import { catalogueViewer, type CatalogueViewer } from '../../../domain/access';
import type { ProjectDraft } from './use-project-draft';
import { useDraftActor } from './use-draft-actor';

/**
 * Who looks at the catalogue from this draft: its actor with the project's client, the facts
 * `lineAdd` and `projectApplyOffer` decide on. Null while nobody is signed in.
 */
export function useDraftViewer(client: ProjectDraft['client']): CatalogueViewer | null {
  const actor = useDraftActor();
  return actor === null ? null : catalogueViewer(actor, { client, purchaseOrderLines: [] });
}
