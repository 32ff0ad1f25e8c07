import type { ModuleCatalogue } from '../hooks/use-module-catalogue';
import type { ModuleDraft } from '../lib/module-draft';

/** What every section of the module form receives. */
export interface ModuleFieldProps {
  selfId: string;
  draft: ModuleDraft;
  change: (patch: Partial<ModuleDraft>) => void;
  message: (field: string) => string | undefined;
  catalogue: ModuleCatalogue;
}
