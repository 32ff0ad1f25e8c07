import { describe, expect, it } from 'vitest';
import {
  canMoveLead,
  duplicateLeads,
  figuresByAgent,
  figuresByMonth,
  leadFigures,
} from '../../../src/domain/leads';

const lead = (
  agentId: string | null,
  referralStatus: 'pending' | 'contacted' | 'referred' | 'refused',
  createdAt: string,
  contractValueCents: number | null = null,
) => ({
  agentId,
  referralStatus,
  createdAt,
  contractValueCents,
});

describe('lead figures', () => {
  const leads = [
    lead('a', 'referred', '2026-11-02T10:00:00.000Z', 150_000),
    lead('a', 'pending', '2026-11-03T10:00:00.000Z'),
    lead('b', 'refused', '2026-10-10T10:00:00.000Z'),
    lead('a', 'referred', '2026-09-01T10:00:00.000Z', 50_000),
  ];

  it('counts every referral status (zero included), the conversion and the signed value', () => {
    expect(leadFigures(leads)).toEqual({
      total: 4,
      byStatus: { pending: 1, contacted: 0, referred: 2, refused: 1 },
      conversion: 0.5,
      signedValueCents: 200_000,
    });
    expect(leadFigures([]).conversion).toBe(0);
  });

  it('groups by agent, most leads first', () => {
    expect(figuresByAgent(leads).map(({ agentId, figures }) => [agentId, figures.total])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('counts each of the last months, empty ones included, oldest first', () => {
    const months = figuresByMonth(leads, new Date('2026-11-24T08:00:00.000Z'), 3);
    expect(months).toEqual([
      { month: '2026-09', registered: 1, referred: 1 },
      { month: '2026-10', registered: 1, referred: 0 },
      { month: '2026-11', registered: 2, referred: 1 },
    ]);
  });
});

describe('lead rules', () => {
  it('moves pending → contacted → referred or refused, never skipping contact to sign', () => {
    expect(canMoveLead('pending', 'contacted')).toBe(true);
    expect(canMoveLead('contacted', 'referred')).toBe(true);
    expect(canMoveLead('contacted', 'refused')).toBe(true);
    expect(canMoveLead('pending', 'referred')).toBe(false);
    expect(canMoveLead('referred', 'pending')).toBe(false);
  });

  it('warns of a lead with the same email (any case) or phone (any spacing), not itself', () => {
    const known = [
      { id: '1', email: 'Agathe@Example.fr', phone: '' },
      { id: '2', email: '', phone: '+33 6 11 22 33 44' },
      { id: '3', email: 'autre@example.fr', phone: '0600000000' },
    ];
    expect(duplicateLeads(known, { email: 'agathe@example.fr', phone: '' }).map((l) => l.id)).toEqual(['1']);
    expect(duplicateLeads(known, { email: '', phone: '+33611223344' }).map((l) => l.id)).toEqual(['2']);
    expect(duplicateLeads(known, { email: '', phone: '' })).toEqual([]);
    expect(duplicateLeads(known, { email: 'agathe@example.fr', phone: '' }, '1')).toEqual([]);
  });
});
