import { makeStyles, tokens, type DialogProps } from '@fluentui/react-components';

/** One spacing for every shared dialog's content: its text, messages and fields stacked. */
export const useDialogContentStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The surface's motion, calling `onClosed` once the exit is over: a move that leaves the page must
 * wait for it, or Fluent leaves the page aria-hidden (fluentui#35139).
 */
export function exitMotion(onClosed: (() => void) | undefined): DialogProps['surfaceMotion'] {
  if (onClosed === undefined) return undefined;
  return {
    onMotionFinish: (_, { direction }) => {
      if (direction === 'exit') onClosed();
    },
  };
}
