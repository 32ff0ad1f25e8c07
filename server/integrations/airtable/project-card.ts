import type { Project } from '../../../src/domain/entities/project.schema';
import type { AirtableProject } from '../../outbox/messages';

/** What the card is made of: the project, and the number of its latest purchase order version. */
export interface CardSource {
  project: Project;
  purchaseOrderNumber: number | null;
}

type CardValue = string | number | boolean | null;

/**
 * THE fields of a project's Airtable card and where each comes from. The outbox sends the card
 * again whenever one of them changes (server/outbox/airtable-card.ts), so a field added here is
 * kept up to date with no other change. The operation number is not among them: it is the key the
 * card is found by (AIRTABLE_MERGE_FIELD).
 */
export const airtableCardFields = {
  Name: ({ project }) => project.name,
  Status: ({ project }) => project.status,
  Start: ({ project }) => project.dates.start,
  End: ({ project }) => project.dates.end,
  'Purchase order': ({ purchaseOrderNumber }) => purchaseOrderNumber,
  'Validated at': ({ project }) => project.validatedAt,
} as const satisfies Record<string, (source: CardSource) => CardValue>;

/**
 * The project's card, or null when it has none to write: an individual's (B2C) operation has no
 * card, and a company's has one from its validation on (src/domain/projects/general-requirements.ts
 * says the same). A project without an operation number waits: the card is found by that number,
 * and is sent as soon as the office gives one, since the number is part of what is compared.
 */
export function airtableCard(source: CardSource, clientIsCompany: boolean): AirtableProject | null {
  const { project } = source;
  if (!clientIsCompany || project.validatedAt === null) return null;
  const operationNumber = project.operationNumber.trim();
  if (operationNumber === '') return null;
  const fields = Object.fromEntries(
    Object.entries(airtableCardFields).map(([name, read]) => [name, read(source)]),
  );
  return { operationNumber, fields };
}
