import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (Tabster) for the app's whole life. Tabster lives while one component
 * holds it and disposes itself when the last one unmounts. A modal dialog hides the rest of the page
 * (aria-hidden) and, once it is gone, gives it back 250 ms later; a dialog that was the page's last
 * holder and unmounted while open (the trial's submit dialog, replaced by the thanks) disposed
 * Tabster before that, which dropped the pending give-back: the page stayed hidden from screen
 * readers (microsoft/tabster#530, microsoft/fluentui#35139). Held here, every dialog gives it back.
 */
export function LastingFocusManager(): null {
  useFocusFinders();
  return null;
}
