import type { ModuleContentKind } from '../../../domain/entities/furniture-module.schema';

/** What a module's content line holds, in the list of lines and the choice of a new one. */
export const moduleKindKeys = {
  furniture: 'catalogue:module.kinds.furniture',
  range: 'catalogue:module.kinds.range',
  module: 'catalogue:module.kinds.module',
  url: 'catalogue:module.kinds.url',
} as const satisfies Record<ModuleContentKind, string>;
