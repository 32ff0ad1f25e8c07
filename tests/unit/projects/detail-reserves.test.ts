import { describe, expect, it } from 'vitest';
import { projectReserves } from '../../../src/features/projects/components/detail/reserves';
import type { ProblemStatus } from '../../../src/domain/enums';

function line(id: string, problemStatus: ProblemStatus = 'none', problem = '') {
  return { id, roomId: 'room', furnitureId: `furniture-${id}`, problemStatus, problem };
}

function card(id: string, lineId: string, problemStatus: ProblemStatus, notes = '') {
  return { id, lineId, problemStatus, notes };
}

describe('projectReserves', () => {
  it('is empty when no line and no card has a problem', () => {
    expect(projectReserves([line('a'), line('b')], [card('c1', 'a', 'none')])).toEqual([]);
  });

  it('lists the problems of lines and cards in line order, each card after its line', () => {
    const lines = [line('a'), line('b', 'missing_item', 'Not delivered'), line('c')];
    const cards = [
      card('c-c', 'c', 'damaged_item', 'Scratched leg'),
      card('c-b', 'b', 'wrong_location_item', 'Left in the hall'),
      card('c-a', 'a', 'none'),
    ];
    expect(
      projectReserves(lines, cards).map(({ ownerId, line: { id }, status, notes }) => ({
        ownerId,
        lineId: id,
        status,
        notes,
      })),
    ).toEqual([
      { ownerId: 'b', lineId: 'b', status: 'missing_item', notes: 'Not delivered' },
      { ownerId: 'c-b', lineId: 'b', status: 'wrong_location_item', notes: 'Left in the hall' },
      { ownerId: 'c-c', lineId: 'c', status: 'damaged_item', notes: 'Scratched leg' },
    ]);
  });

  it('leaves out a card whose line is gone', () => {
    expect(projectReserves([line('a')], [card('c-x', 'removed', 'other', 'Lost')])).toEqual([]);
  });
});
