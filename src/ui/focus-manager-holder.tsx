import { useFocusFinders } from '@fluentui/react-components';

/** Takes a hold on Fluent's focus manager (Tabster) for as long as it is mounted: see LastingFocusManager. */
export default function FocusManagerHolder(): null {
  useFocusFinders();
  return null;
}
