import type { ReactNode } from 'react';
import { Frame } from './frame';
import { LanguageSelect } from './language-select';

/** What a visitor who is not signed in sees: logo, language, sign-up; no navigation drawer. */
export function PublicFrame({ signupSlot, children }: { signupSlot: ReactNode; children: ReactNode }) {
  return <Frame headerEnd={<PublicHeaderEnd signupSlot={signupSlot} />}>{children}</Frame>;
}

export function PublicHeaderEnd({ signupSlot }: { signupSlot: ReactNode }) {
  return (
    <>
      <LanguageSelect />
      {signupSlot}
    </>
  );
}
