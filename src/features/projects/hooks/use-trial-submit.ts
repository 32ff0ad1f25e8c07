import { createContext, useContext, type ReactNode } from 'react';

/** What the trial's submission carries to the sign-up that sends it. */
export interface TrialSubmitRequest {
  acknowledgedWarnings: boolean;
}

/**
 * In trial mode, the button that submits the draft: it asks for the account and submits in the
 * same step (the app composes it from the sign-up, a feature never imports another). Null outside
 * trial mode, where the draft is submitted by the signed-in client.
 */
export const TrialSubmitContext = createContext<((request: TrialSubmitRequest) => ReactNode) | null>(null);

export function useTrialSubmit(): ((request: TrialSubmitRequest) => ReactNode) | null {
  return useContext(TrialSubmitContext);
}
