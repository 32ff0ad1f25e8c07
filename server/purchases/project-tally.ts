import { addAmounts, zeroAmounts, type Amounts, type RoomTally } from '../../src/domain/pricing';

/**
 * What a project's rooms add up to while its lines are read a page at a time: each live room (its
 * identical copies, lines without any still count for a service per room), with its lines' count
 * and Σ of their client figures, all the project's quote needs past them (quoteCharges).
 */
export class ProjectTally {
  private readonly rooms: Map<string, RoomTally>;

  constructor(rooms: readonly { id: string; copies: number }[]) {
    this.rooms = new Map(
      rooms.map((room) => [room.id, { copies: room.copies, lines: 0, amounts: zeroAmounts }]),
    );
  }

  /** A line of a live room, at the client's figures (its room may be newer than the project's read). */
  add(room: { id: string; copies: number }, amounts: Amounts): void {
    const tally = this.rooms.get(room.id) ?? { copies: room.copies, lines: 0, amounts: zeroAmounts };
    this.rooms.set(room.id, {
      ...tally,
      lines: tally.lines + 1,
      amounts: addAmounts(tally.amounts, amounts),
    });
  }

  tallies(): RoomTally[] {
    return [...this.rooms.values()];
  }
}
