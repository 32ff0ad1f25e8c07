import type { Project } from '../entities/project.schema';
import { exhaustive, type ProjectStatus } from '../enums';

/** The general information fields a status may require of a project. */
export const generalRequirementFields = ['name', 'operationNumber', 'airtableLink'] as const;
export type GeneralRequirementField = (typeof generalRequirementFields)[number];

/** Who the project is for: a company client's operations have an Airtable card, an individual's none. */
export interface GeneralRequirementFacts {
  clientIsCompany: boolean;
}

/** The office numbers the operation when it quotes it; the ERP and Airtable know it by that number. */
const numberedStatuses: readonly ProjectStatus[] = ['quotation', 'validation', 'validated', 'done'];
/** The Airtable card of a company's operation is written at validation: from then on it is linked. */
const linkedStatuses: readonly ProjectStatus[] = ['validated', 'done'];

/**
 * THE rule for what a project's general information needs at a status (issue 32): the editor marks
 * these fields required, its save and the moves into a status refuse without them, and the server's
 * projectUpdate asks the same. A cancelled project needs nothing more than its name.
 */
export function requiredGeneralFields(
  status: ProjectStatus,
  { clientIsCompany }: GeneralRequirementFacts,
): GeneralRequirementField[] {
  return generalRequirementFields.filter((field) => {
    switch (field) {
      case 'name':
        return true;
      case 'operationNumber':
        return numberedStatuses.includes(status);
      case 'airtableLink':
        return clientIsCompany && linkedStatuses.includes(status);
      default:
        return exhaustive(field);
    }
  });
}

/** The fields the project lacks to be at `status` (its own status unless told), in the rule's order. */
export function missingGeneralFields(
  project: Pick<Project, GeneralRequirementField | 'status'>,
  facts: GeneralRequirementFacts,
  status: ProjectStatus = project.status,
): GeneralRequirementField[] {
  return requiredGeneralFields(status, facts).filter((field) => project[field].trim() === '');
}
