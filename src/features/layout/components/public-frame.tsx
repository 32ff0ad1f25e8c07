import type { ReactNode } from 'react';
import { HeaderBar } from './header-bar';
import { LanguageSelect } from './language-select';
import { useFrameStyles } from './frame-styles';
import { mainContentId, SkipLink } from './skip-link';

/** What a visitor who is not signed in sees: logo, language, sign-up; no navigation drawer. */
export function PublicFrame({ signupSlot, children }: { signupSlot: ReactNode; children: ReactNode }) {
  const styles = useFrameStyles();
  return (
    <div className={styles.root}>
      <SkipLink />
      <HeaderBar
        end={
          <>
            <LanguageSelect />
            {signupSlot}
          </>
        }
      />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
