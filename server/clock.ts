/** The time source of the app; tests pass their own to move time without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
