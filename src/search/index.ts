export {
  CatalogueIndex,
  maxEdits,
  type CatalogueSearchOptions,
  type CatalogueSearchResult,
} from './catalogue-index';
export { type CatalogueSearchFilters, type SearchableFurniture } from './catalogue-filters';
export { catalogueSearchStore, CatalogueSearchStore, type CatalogueRow } from './catalogue-search-store';
export { compactCode, foldText, tokenize } from './normalize';
export { useCatalogueSearch, type CatalogueSearchState } from './use-catalogue-search';
export { usePickableFurniture } from './use-pickable-furniture';
export { useCatalogueExample } from './use-catalogue-example';
