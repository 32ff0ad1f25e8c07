import { Suspense, type ReactNode } from 'react';
import { HeaderBar, type HomeLink } from './header-bar';
import { useFrameStyles } from './frame-styles';
import { mainContentId, SkipLink } from './skip-link';

/**
 * The one shape of every page: skip link, header, then the navigation (if any) beside `<main>`.
 * Whatever differs by session comes in as slots, so the screen in `<main>` keeps its place in the
 * tree while those parts load or change: a screen mounted again would lose an open dialog and what
 * is being typed in it.
 */
export function Frame({
  homeLink,
  headerStart,
  headerEnd,
  nav,
  notices,
  children,
}: {
  homeLink: HomeLink;
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
      {/* Its words load apart from the screen's: a page that starts before its words (the
          installer's, whose link is checked at once) is not held back by the header's. */}
      <Suspense fallback={<div className={styles.headerPlaceholder} />}>
        <SkipLink />
        <HeaderBar start={headerStart} end={headerEnd} homeLink={homeLink} />
      </Suspense>
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
