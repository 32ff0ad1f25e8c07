import { describe, expect, it } from 'vitest';
import {
  interventionProblems,
  newLeads,
  orderIssues,
  waitingQuotes,
} from '../../../src/domain/dashboard/office-queue';

const at = '2026-11-20T10:00:00.000Z';

function project(id: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: id,
    status,
    clientStatus: 'draft',
    submittedAt: null,
    updatedAt: at,
    dates: { start: '2026-12-10', end: null, confirmed: false },
    estimatedDates: { delivery: null, intervention: null, warehousePreparation: null, deadline: null },
    ...extra,
  } as Parameters<typeof waitingQuotes>[0][number];
}

describe("the office's dashboard lists", () => {
  it('waits on submitted drafts (to quote) and accepted quotes (to validate), the oldest first', () => {
    const projects = [
      project('draft', 'draft'),
      project('submitted', 'draft', { clientStatus: 'done', submittedAt: '2026-11-02T10:00:00.000Z' }),
      project('accepted', 'validation', { submittedAt: '2026-11-01T10:00:00.000Z' }),
      project('quoted', 'quotation'),
    ];
    expect(waitingQuotes(projects).map((p) => p.id)).toEqual(['accepted', 'submitted']);
  });

  it('flags orders with unavailable lines or merchandise expected after the installation starts', () => {
    const projects = [
      project('short', 'validated'),
      project('late-line', 'validation'),
      project('late-delivery', 'validated', {
        estimatedDates: {
          delivery: '2026-12-20',
          intervention: null,
          warehousePreparation: null,
          deadline: null,
        },
      }),
      project('fine', 'validated'),
      project('draft', 'draft'),
    ];
    const line = (projectId: string, availability: string | null, availabilityDate: string | null = null) =>
      ({ projectId, quantity: 1, availability, availabilityDate }) as Parameters<
        typeof orderIssues
      >[1][number];
    const issues = orderIssues(projects, [
      line('short', 'unavailable'),
      line('short', 'not_found_in_erp'),
      line('late-line', 'not_bought_expected', '2026-12-15'),
      line('fine', 'available_in_warehouse', '2026-12-01'),
      line('draft', 'unavailable'),
    ]);
    expect(issues.map((issue) => [issue.project.id, issue.unavailableLines, issue.dateConflict])).toEqual(
      expect.arrayContaining([
        ['short', 2, false],
        ['late-line', 0, true],
        ['late-delivery', 0, true],
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it('counts each intervention’s problems and lists pending leads, oldest first', () => {
    expect(
      interventionProblems([
        { projectId: 'a', problemStatus: 'none' },
        { projectId: 'b', problemStatus: 'damaged_item' },
        { projectId: 'b', problemStatus: 'missing_item' },
        { projectId: 'a', problemStatus: 'other' },
      ]),
    ).toEqual([
      { projectId: 'b', problems: 2 },
      { projectId: 'a', problems: 1 },
    ]);
    expect(
      newLeads([
        { referralStatus: 'pending', createdAt: '2026-11-03T00:00:00.000Z' },
        { referralStatus: 'contacted', createdAt: '2026-11-01T00:00:00.000Z' },
        { referralStatus: 'pending', createdAt: '2026-11-02T00:00:00.000Z' },
      ]).map((lead) => lead.createdAt),
    ).toEqual(['2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z']);
  });
});
