import type { ModuleContentKind } from '../../../domain/entities/furniture-module.schema';
import type { ArchivedChoice, FurnitureSort, HiddenChoice, SortDirection } from './furniture-query';

/** What a module's content line holds, in the list of lines and the choice of a new one. */
export const moduleKindKeys = {
  furniture: 'catalogue:module.kinds.furniture',
  range: 'catalogue:module.kinds.range',
  module: 'catalogue:module.kinds.module',
  url: 'catalogue:module.kinds.url',
} as const satisfies Record<ModuleContentKind, string>;

/** The furniture list's choice of archived items. */
export const archivedChoiceKeys = {
  active: 'catalogue:filters.archived_active',
  archived: 'catalogue:filters.archived_archived',
  all: 'catalogue:filters.archived_all',
} as const satisfies Record<ArchivedChoice, string>;

/** The furniture list's choice of items hidden from clients. */
export const hiddenChoiceKeys = {
  all: 'catalogue:filters.hidden_all',
  visible: 'catalogue:filters.hidden_visible',
  hidden: 'catalogue:filters.hidden_hidden',
} as const satisfies Record<HiddenChoice, string>;

/** What the furniture list sorts by. */
export const furnitureSortKeys = {
  relevance: 'catalogue:filters.sort_relevance',
  name: 'catalogue:filters.sort_name',
  price: 'catalogue:filters.sort_price',
  updated: 'catalogue:filters.sort_updated',
} as const satisfies Record<FurnitureSort, string>;

/** Which way the furniture list sorts. */
export const sortDirectionKeys = {
  asc: 'catalogue:filters.direction_asc',
  desc: 'catalogue:filters.direction_desc',
} as const satisfies Record<SortDirection, string>;
