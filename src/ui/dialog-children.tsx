import { DialogTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/**
 * A dialog's children: its own trigger when it has one, then its surface (keyed "surface"). Without
 * a trigger the caller opens it, as a menu's item does: its popover is gone once clicked.
 */
export function dialogChildren(
  trigger: ReactElement | undefined,
  surface: ReactElement,
): [ReactElement, ReactElement] | ReactElement {
  if (trigger === undefined) return surface;
  return [
    <DialogTrigger key="trigger" disableButtonEnhancement>
      {trigger}
    </DialogTrigger>,
    surface,
  ];
}
