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

/**
 * The options with `key` checked or not. Keys this build does not know (set by a newer one, or in
 * the back office) are kept as they are.
 */
export function withOption(options: readonly string[], key: ProjectOptionKey, checked: boolean): string[] {
  const others = options.filter((option) => option !== key);
  return checked ? [...others, key] : others;
}
