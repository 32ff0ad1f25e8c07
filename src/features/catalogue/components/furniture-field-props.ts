import type { FurnitureDraft } from '../lib/furniture-draft';

/** What every section of the furniture form receives: the values, a setter and the field messages. */
export interface FurnitureFieldProps {
  draft: FurnitureDraft;
  change: (patch: Partial<FurnitureDraft>) => void;
  message: (field: string) => string | undefined;
}
