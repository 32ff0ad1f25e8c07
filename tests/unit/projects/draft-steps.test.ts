import { describe, expect, it } from 'vitest';
import {
  draftSteps,
  firstOpenStep,
  mayReachStep,
  neighbourStep,
  parseDraftStep,
} from '../../../src/features/projects/lib/draft-steps';

const room = { id: 'room' };
const line = { id: 'line' };

describe('draft steps', () => {
  it('reads a known step from the URL and nothing else', () => {
    for (const step of draftSteps) expect(parseDraftStep(step)).toBe(step);
    expect(parseDraftStep(null)).toBeNull();
    expect(parseDraftStep('Rooms')).toBeNull();
    expect(parseDraftStep('')).toBeNull();
  });

  it.each([
    { projectType: null, rooms: [], lines: [], expected: 'define' },
    { projectType: null, rooms: [room], lines: [], expected: 'delivery' },
    { projectType: null, rooms: [room], lines: [line], expected: 'delivery' },
    { projectType: 'T2', rooms: [], lines: [], expected: 'rooms' },
    { projectType: 'T2', rooms: [room], lines: [], expected: 'rooms' },
    { projectType: 'T2', rooms: [room], lines: [line], expected: 'quote' },
  ] as const)('resumes at $expected', ({ projectType, rooms, lines, expected }) => {
    expect(firstOpenStep({ project: { projectType }, rooms, lines })).toBe(expected);
  });

  it('holds every step after the delivery until a house size is chosen', () => {
    const without = { project: { projectType: null }, rooms: [], lines: [] };
    const withSize = { project: { projectType: 'Studio' as const }, rooms: [], lines: [] };
    expect(draftSteps.filter((step) => mayReachStep(step, without))).toEqual(['define', 'offer', 'delivery']);
    expect(draftSteps.filter((step) => mayReachStep(step, withSize))).toEqual([...draftSteps]);
  });

  it('moves one step at a time and stops at both ends', () => {
    expect(neighbourStep('define', -1)).toBeNull();
    expect(neighbourStep('define', 1)).toBe('offer');
    expect(neighbourStep('rooms', -1)).toBe('delivery');
    expect(neighbourStep('quote', 1)).toBeNull();
  });
});
