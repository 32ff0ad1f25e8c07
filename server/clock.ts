import { readFileSync } from 'node:fs';

/** The time source of the app; tests pass their own to move time without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * Test runs only (config refuses it on a server others reach): the system time moved ahead by the
 * milliseconds written in `file`, read at each call so a test moves it while the server runs. No
 * file yet means no offset.
 */
export function movableClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // Not written yet: the real time.
    }
    return new Date(Date.now() + offset);
  };
}
