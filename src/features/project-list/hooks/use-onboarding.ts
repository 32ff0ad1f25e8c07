import { useState } from 'react';
import { dismissOnboarding, isOnboardingDismissed } from '../../../lib/session-storage';

/** Whether this user still has the onboarding steps to read on this device, and how to put them away. */
export function useOnboarding(userId: string): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(() => !isOnboardingDismissed(userId));
  return {
    open,
    dismiss: () => {
      dismissOnboarding(userId);
      setOpen(false);
    },
  };
}
