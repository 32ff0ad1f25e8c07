import type { Tx } from '../db/client';

/** What a sign-up created, handed to hooks inside the sign-up transaction. */
export interface SignupEvent {
  tx: Tx;
  userId: string;
  clientId: string;
  /** The draft a visitor built in trial mode before signing up, to attach to the new client. */
  trialProjectId: string | undefined;
  /** Set when the visitor asked to submit that draft with the sign-up (the trial's submit step). */
  trialSubmit: { acknowledgedWarnings: boolean } | undefined;
  /** The change version of this transaction: stamp every synced row a hook writes with it. */
  version: number;
  now: Date;
}

/**
 * Extension point for areas that react to a sign-up in the same transaction (the projects area
 * attaches the trial project: `app.signupHooks.push(claimTrialProject)` when it registers).
 */
export type SignupHook = (event: SignupEvent) => Promise<void>;
