import { z } from 'zod';
import { entities } from '../entities/registry';

/** The catalogue entities a trial visitor receives, in the order a device stores them. */
export const trialCatalogueEntities = [
  'furnitureCategories',
  'furniture',
  'furnitureRanges',
  'furnitureModules',
  'serviceRates',
  'businessSettings',
] as const;
export type TrialCatalogueEntity = (typeof trialCatalogueEntities)[number];

/**
 * `GET /api/v1/trial/catalogue`: what a B2C visitor may quote (with the office's service rates, so
 * its chosen services are priced as a client's are, and the business's identity and terms, so its
 * quote's PDF prints the business), rows exactly as a B2C client's pull gives them (same access
 * rule, same mask), so the device stores them like pulled rows.
 */
export const trialCatalogueSchema = z.object({
  furnitureCategories: z.array(entities.furnitureCategories.schema),
  furniture: z.array(entities.furniture.schema),
  furnitureRanges: z.array(entities.furnitureRanges.schema),
  furnitureModules: z.array(entities.furnitureModules.schema),
  serviceRates: z.array(entities.serviceRates.schema),
  businessSettings: z.array(entities.businessSettings.schema),
});
export type TrialCatalogue = z.infer<typeof trialCatalogueSchema>;
