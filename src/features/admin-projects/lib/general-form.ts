import type { z } from 'zod';
import type { Address } from '../../../domain/entities/common.schema';
import type { Project } from '../../../domain/entities/project.schema';
import type { GeneralRequirementField } from '../../../domain/projects';
import type { projectUpdateArgs } from '../../../domain/mutators/project-update';
import { projectSizes, type ProjectSize } from '../../../domain/enums';
import type { FieldKeys } from '../../../lib/action-result';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';
import { clientPriceFormOf, readClientPrice, type ClientPriceForm } from './client-price-form';

export type ProjectPatch = z.input<typeof projectUpdateArgs>['patch'];

/**
 * The general information as typed: amounts and dates are text, '' while empty. The billing type
 * is not here: rent and buy switch through their own action, which moves the prices with it.
 */
export interface GeneralForm extends ClientPriceForm {
  name: string;
  operationNumber: string;
  airtableLink: string;
  projectType: ProjectSize | '';
  start: string;
  end: string;
  datesConfirmed: boolean;
  address: Address;
  projectAccessNotes: string;
  note: string;
  shoppingListUrl: string;
  purchaseOrderComments: string;
  budget: string;
  validatedPrice: string;
  delivery: string;
  intervention: string;
  warehousePreparation: string;
  deadline: string;
  parentProjectId: string;
}

export function generalFormOf(project: Project): GeneralForm {
  const { estimatedDates: estimated } = project;
  return {
    name: project.name,
    operationNumber: project.operationNumber,
    airtableLink: project.airtableLink,
    projectType: project.projectType ?? '',
    start: project.dates.start ?? '',
    end: project.dates.end ?? '',
    datesConfirmed: project.dates.confirmed,
    address: project.address,
    projectAccessNotes: project.projectAccessNotes,
    note: project.note,
    shoppingListUrl: project.shoppingListUrl,
    purchaseOrderComments: project.purchaseOrderComments,
    budget: centsToEuroText(project.clientBudgetCents),
    ...clientPriceFormOf(project),
    validatedPrice: centsToEuroText(project.validatedPriceCents),
    delivery: estimated.delivery ?? '',
    intervention: estimated.intervention ?? '',
    warehousePreparation: estimated.warehousePreparation ?? '',
    deadline: estimated.deadline ?? '',
    parentProjectId: project.parentProjectId ?? '',
  };
}

export type GeneralReading =
  { ok: true; patch: ProjectPatch } | { ok: false; fields: FieldKeys; missing: GeneralRequirementField[] };

function optionalAmount(text: string, parse: (text: string) => number | null): number | null | undefined {
  if (text.trim() === '') return null;
  return parse(text) ?? undefined;
}

/**
 * The form as one projectUpdate patch, or the messages next to the fields it cannot save. `required`
 * is what the project's status needs (src/domain's requiredGeneralFields), the server's rule too.
 */
export function readGeneralForm(
  form: GeneralForm,
  required: readonly GeneralRequirementField[],
): GeneralReading {
  const fields: FieldKeys = {};
  const missing = required.filter((key) => form[key].trim() === '');
  for (const key of missing) fields[key] = `adminProjects:general.required`;
  const amount = (key: keyof GeneralForm, text: string) => {
    const cents = optionalAmount(text, parseEuros);
    if (cents === undefined) fields[key] = 'adminProjects:general.amount_invalid';
    return cents ?? null;
  };
  const budget = amount('budget', form.budget);
  const price = readClientPrice(form, fields);
  const validatedPrice = amount('validatedPrice', form.validatedPrice);
  if (form.start !== '' && form.end !== '' && form.end < form.start)
    fields.end = 'adminProjects:general.end_before_start';
  if (Object.keys(fields).length > 0 || price === null) return { ok: false, fields, missing };
  const day = (text: string) => (text === '' ? null : text);
  return {
    ok: true,
    patch: {
      name: form.name.trim(),
      operationNumber: form.operationNumber.trim(),
      airtableLink: form.airtableLink.trim(),
      projectType: projectSizes.find((size) => size === form.projectType) ?? null,
      dates: { start: day(form.start), end: day(form.end), confirmed: form.datesConfirmed },
      address: form.address,
      projectAccessNotes: form.projectAccessNotes,
      note: form.note,
      shoppingListUrl: form.shoppingListUrl.trim(),
      purchaseOrderComments: form.purchaseOrderComments,
      clientBudgetCents: budget,
      ...price,
      validatedPriceCents: validatedPrice,
      estimatedDates: {
        delivery: day(form.delivery),
        intervention: day(form.intervention),
        warehousePreparation: day(form.warehousePreparation),
        deadline: day(form.deadline),
      },
      parentProjectId: form.parentProjectId === '' ? null : form.parentProjectId,
    },
  };
}
