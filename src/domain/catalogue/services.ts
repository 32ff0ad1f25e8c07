/**
 * The services a client may add to a project, stored in `project.options` under these stable keys
 * (the labels are translated; a stored key never changes with the language).
 */
export const projectOptionKeys = [
  'assembly',
  'packaging_removal',
  'old_furniture_removal',
  'cleaning',
] as const;
export type ProjectOptionKey = (typeof projectOptionKeys)[number];

export function isProjectOptionKey(value: string): value is ProjectOptionKey {
  return (projectOptionKeys as readonly string[]).includes(value);
}

/**
 * How the office prices a service (src/domain/pricing/README.md): once for the project, once per
 * room, once per quote line, or included at no charge.
 */
export const serviceRules = ['perProject', 'perRoom', 'perLine', 'included'] as const;
export type ServiceRule = (typeof serviceRules)[number];

/**
 * Each service's price row has a fixed id, so there is one per key however many devices set it
 * first while offline (the second write finds the first, rather than adding a twin).
 */
export const serviceRateIds = {
  assembly: '01940000-0000-7000-8000-5e1f00000001',
  packaging_removal: '01940000-0000-7000-8000-5e1f00000002',
  old_furniture_removal: '01940000-0000-7000-8000-5e1f00000003',
  cleaning: '01940000-0000-7000-8000-5e1f00000004',
} as const satisfies Record<ProjectOptionKey, string>;

/**
 * The options with `key` checked or not. Keys this build does not know (set by a newer one, or in
 * the back office) are kept as they are.
 */
export function withOption(options: readonly string[], key: ProjectOptionKey, checked: boolean): string[] {
  const others = options.filter((option) => option !== key);
  return checked ? [...others, key] : others;
}
