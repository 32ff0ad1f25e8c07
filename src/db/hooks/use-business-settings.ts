import { businessSettingsId, type BusinessSettings } from '../../domain/entities/business-settings.schema';
import { useEntity } from './use-entity';

/** The business's one settings row on this device, or undefined while loading or never received. */
export function useBusinessSettings(): BusinessSettings | undefined {
  return useEntity('businessSettings', businessSettingsId).data;
}
