import type { Lead } from '../../../domain/entities/lead.schema';

/** Newest first, then by name: the lead just registered or moved is the one looked for. */
export function byNewest<L extends Pick<Lead, 'updatedAt' | 'name'>>(leads: readonly L[]): L[] {
  return [...leads].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name));
}
