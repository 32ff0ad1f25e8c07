import type { FurnitureModule, ModuleContentLine } from '../../../domain/entities/furniture-module.schema';
import { projectSizes, type ProjectSize } from '../../../domain/enums';
import type { FieldKeys } from './furniture-draft';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';

export interface ModuleDraft {
  name: string;
  clientName: string;
  clientDescriptionEn: string;
  clientDescriptionFr: string;
  tag: string;
  note: string;
  projectType: ProjectSize | '';
  images: string[];
  clientIds: string[];
  availableForB2C: boolean;
  parentModuleId: string;
  contentLines: ModuleContentLine[];
  /** Negotiated price per client, in euros as typed; empty means the computed price. */
  clientPrices: Record<string, string>;
  archived: boolean;
}

export const emptyModuleDraft: ModuleDraft = {
  name: '',
  clientName: '',
  clientDescriptionEn: '',
  clientDescriptionFr: '',
  tag: '',
  note: '',
  projectType: '',
  images: [],
  clientIds: [],
  availableForB2C: false,
  parentModuleId: '',
  contentLines: [],
  clientPrices: {},
  archived: false,
};

export function isProjectSize(value: string): value is ProjectSize {
  return (projectSizes as readonly string[]).includes(value);
}

export function draftFromModule(row: FurnitureModule): ModuleDraft {
  return {
    name: row.name,
    clientName: row.clientName,
    clientDescriptionEn: row.clientDescriptionEn,
    clientDescriptionFr: row.clientDescriptionFr,
    tag: row.tag,
    note: row.note,
    projectType: row.projectType ?? '',
    images: [...row.images],
    clientIds: [...row.clientIds],
    availableForB2C: row.availableForB2C,
    parentModuleId: row.parentModuleId ?? '',
    contentLines: row.contentLines.map((line) => ({ ...line })),
    clientPrices: Object.fromEntries(
      row.clientPrices.map((price) => [price.clientId, centsToEuroText(price.priceCents)]),
    ),
    archived: row.archived,
  };
}

export type ModuleValues = Omit<FurnitureModule, 'id' | 'createdAt' | 'updatedAt'>;

/** The draft as a module's fields, or field messages (a client price that is not an amount). */
export function moduleValues(draft: ModuleDraft): { values: ModuleValues } | { errors: FieldKeys } {
  const clientPrices: ModuleValues['clientPrices'] = [];
  for (const clientId of draft.clientIds) {
    const text = (draft.clientPrices[clientId] ?? '').trim();
    if (text === '') continue;
    const priceCents = parseEuros(text);
    if (priceCents === null)
      return { errors: { [`price:${clientId}`]: 'catalogue:validation.amount_invalid' } };
    clientPrices.push({ clientId, priceCents });
  }
  return {
    values: {
      name: draft.name,
      clientName: draft.clientName,
      clientDescriptionEn: draft.clientDescriptionEn,
      clientDescriptionFr: draft.clientDescriptionFr,
      tag: draft.tag,
      note: draft.note,
      projectType: draft.projectType === '' ? null : draft.projectType,
      images: draft.images.map((image) => image.trim()).filter((image) => image !== ''),
      clientIds: draft.clientIds,
      availableForB2C: draft.availableForB2C,
      parentModuleId: draft.parentModuleId === '' ? null : draft.parentModuleId,
      contentLines: draft.contentLines,
      clientPrices,
      archived: draft.archived,
    },
  };
}
