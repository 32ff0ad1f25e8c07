import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The class that hides an element from sight but not from assistive technology. */
export const useVisuallyHiddenStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={useVisuallyHiddenStyles().root}>{children}</span>;
}
