import { defaultVatRateBp, type CatalogueConfig } from '../../../domain/catalogue';

const defaults: CatalogueConfig = { erpProductUrlTemplates: [], vatRateBp: defaultVatRateBp };

/** The server's catalogue settings (ERP page templates, VAT rate). */
export function useCatalogueConfig(): CatalogueConfig {
  return defaults;
}
