import { z } from 'zod';
import { rowBaseSchema } from './common.schema';

export const furnitureCategorySchema = rowBaseSchema.extend({
  /** A stable key (sofa, bed, table...) used for icons and filters. */
  key: z.string().trim().min(1, { error: 'required' }).max(50),
  nameEn: z.string().trim().min(1, { error: 'required' }).max(100),
  nameFr: z.string().trim().min(1, { error: 'required' }).max(100),
  position: z.number().int().min(0).default(0),
});
export type FurnitureCategory = z.infer<typeof furnitureCategorySchema>;
