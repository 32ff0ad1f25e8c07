import type { ReactNode } from 'react';
import { HeaderBar } from './header-bar';
import { useFrameStyles } from './frame-styles';
import { mainContentId, SkipLink } from './skip-link';

/**
 * The one shape of every page: skip link, header, then the navigation (if any) beside `<main>`.
 * Whatever differs by session comes in as slots, so the screen in `<main>` keeps its place in the
 * tree while those parts load or change: a screen mounted again would lose an open dialog and what
 * is being typed in it.
 */
export function Frame({
  headerStart,
  headerEnd,
  nav,
  notices,
  children,
}: {
  headerStart?: ReactNode;
  headerEnd: ReactNode;
  nav?: ReactNode;
  /** Above the screen, inside `<main>`. */
  notices?: ReactNode;
  children: ReactNode;
}) {
  const styles = useFrameStyles();
  return (
    <div className={styles.root}>
      <SkipLink />
      <HeaderBar start={headerStart} end={headerEnd} />
      <div className={styles.body}>
        {nav}
        <main id={mainContentId} tabIndex={-1} className={styles.main}>
          {notices}
          {children}
        </main>
      </div>
    </div>
  );
}
