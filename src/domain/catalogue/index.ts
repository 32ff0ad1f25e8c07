export {
  catalogueConfigSchema,
  erpProductIdPlaceholder,
  erpProductUrl,
  type CatalogueConfig,
} from './catalogue-config.schema';
export {
  expandModuleBill,
  modulePrice,
  negotiatedPrice,
  type BillLine,
  type ModuleBill,
  type ModulePrice,
  type ModulePriceContext,
} from './module-bill';
export {
  findModuleCycle,
  moduleGraphFrom,
  type ModuleChild,
  type ModuleGraph,
  type ModuleNode,
} from './module-graph';
export {
  prefillRequestSchema,
  prefillResultSchema,
  type PrefillRequest,
  type PrefillResult,
} from './prefill.schema';
export { findDuplicateUrls, normalizeProductUrl } from './product-url';
export { rangeHasCore, rangeNeedsCoreKey } from './range-rules';
export { defaultVatRateBp, exclFromIncl, inclFromExcl, pricesConsistent } from './vat';
export {
  isProjectOptionKey,
  projectOptionKeys,
  serviceRateIds,
  serviceRules,
  withOption,
  type ProjectOptionKey,
  type ServiceRule,
} from './services';
