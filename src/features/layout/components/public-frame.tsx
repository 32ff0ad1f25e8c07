import type { ReactNode } from 'react';
import { HeaderBar } from './header-bar';
import { LanguageSelect } from './language-select';
import { useFrameStyles } from './frame-styles';

/** What a visitor who is not signed in sees: logo, language, sign-up; no navigation drawer. */
export function PublicFrame({ signupSlot, children }: { signupSlot: ReactNode; children: ReactNode }) {
  const styles = useFrameStyles();
  return (
    <div className={styles.root}>
      <HeaderBar
        end={
          <>
            <LanguageSelect />
            {signupSlot}
          </>
        }
      />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
