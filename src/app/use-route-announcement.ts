import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { paths, routeTitleKey, type RouteName } from './paths';

function isRouteName(id: string): id is RouteName {
  return Object.hasOwn(paths, id);
}

const userActions = ['keydown', 'pointerdown'] as const;

/**
 * The new page put focus somewhere itself (a field of its own, a dialog it opened): it is left
 * there. The phone's navigation drawer, still closing after the link chosen in it, does not count.
 */
function focusTakenByPage(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return false;
  const dialog = active.closest('[role="dialog"], [role="alertdialog"]');
  return active.closest('main') !== null || (dialog !== null && dialog.querySelector('nav') === null);
}

/**
 * Focuses the page's main heading and keeps it focused until the user acts: the screen may still
 * be loading its chunk or data, and the signed-in frame, loaded on demand, replaces the public one
 * (and the heading in it) just after sign-in.
 */
function focusMainHeading(): () => void {
  let focused: HTMLElement | null = null;
  const focus = () => {
    if (focused?.isConnected) return;
    if (focused === null && focusTakenByPage()) return;
    // Focus went somewhere other than nowhere: the page or the user put it there on purpose.
    if (focused !== null && document.activeElement !== document.body) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    focused = heading;
  };
  const observer = new MutationObserver(focus);
  const stop = () => {
    observer.disconnect();
    for (const type of userActions) document.removeEventListener(type, stop, { capture: true });
  };
  for (const type of userActions) document.addEventListener(type, stop, { capture: true });
  observer.observe(document.body, { childList: true, subtree: true });
  focus();
  return stop;
}

/**
 * What a screen reader user learns of a new page: the document title names the route in the
 * user's language, and after an in-app navigation (sign-in included, which ends in one) focus
 * moves to the page's h1. The first page load keeps the browser's own focus at the top.
 * Mounted once, in the root layout, so no screen has to do it.
 */
export function useRouteAnnouncement(): void {
  const { t } = useTranslation(['nav', 'placeholder']);
  const { pathname } = useLocation();
  const route = useMatches()
    .map((match) => match.id)
    .findLast(isRouteName);
  const page = route === undefined ? t('placeholder:not_found.title') : t(routeTitleKey(route));

  useEffect(() => {
    document.title = t('page_title', { page });
  }, [t, page]);

  // Redirects of the first load (to /login, to a role's home) come before the user did anything:
  // focus stays where the browser puts it until the user has pressed a key or a pointer.
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    for (const type of userActions) document.addEventListener(type, mark, { capture: true, once: true });
    return () => {
      for (const type of userActions) document.removeEventListener(type, mark, { capture: true });
    };
  }, []);

  useEffect(() => (interacted.current ? focusMainHeading() : undefined), [pathname]);
}
