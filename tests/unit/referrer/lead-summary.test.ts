import { describe, expect, it } from 'vitest';
import { byNewest } from '../../../src/features/referrer/lib/lead-summary';

describe('lead summary', () => {
  it('lists the newest first, then by name', () => {
    const leads = [
      { name: 'Zoé', updatedAt: '2026-11-01T10:00:00.000Z' },
      { name: 'Théo', updatedAt: '2026-11-20T10:00:00.000Z' },
      { name: 'Inès', updatedAt: '2026-11-01T10:00:00.000Z' },
    ];
    expect(byNewest(leads).map((lead) => lead.name)).toEqual(['Théo', 'Inès', 'Zoé']);
    expect(leads[0]?.name).toBe('Zoé');
  });
});
