import { z } from 'zod';
import { projectSizes } from '../enums';
import { centsSchema, rowBaseSchema } from './common.schema';

export const moduleContentKinds = ['furniture', 'range', 'module', 'url'] as const;
export type ModuleContentKind = (typeof moduleContentKinds)[number];

/** One line of a module: a furniture, a range, a nested module or an ad-hoc URL, with a quantity. */
export const moduleContentLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(moduleContentKinds),
  /** The furniture, range or module id; null for a URL line. */
  refId: z.uuid().nullable().default(null),
  url: z.string().max(1000).default(''),
  quantity: z.number().int().min(1).max(10_000),
});
export type ModuleContentLine = z.infer<typeof moduleContentLineSchema>;

export const moduleClientPriceSchema = z.object({
  clientId: z.uuid(),
  priceCents: centsSchema,
});

export const furnitureModuleSchema = rowBaseSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  clientName: z.string().max(200).default(''),
  clientDescriptionEn: z.string().max(5000).default(''),
  clientDescriptionFr: z.string().max(5000).default(''),
  tag: z.string().max(80).default(''),
  note: z.string().max(5000).default(''),
  projectType: z.enum(projectSizes).nullable().default(null),
  images: z.array(z.string().max(1000)).max(20).default([]),
  /** Clients allowed to use the module; empty means none besides B2C when availableForB2C. */
  clientIds: z.array(z.uuid()).max(1000).default([]),
  availableForB2C: z.boolean().default(false),
  parentModuleId: z.uuid().nullable().default(null),
  contentLines: z.array(moduleContentLineSchema).max(1000).default([]),
  clientPrices: z.array(moduleClientPriceSchema).max(1000).default([]),
  archived: z.boolean().default(false),
});
export type FurnitureModule = z.infer<typeof furnitureModuleSchema>;
