import { lazy, Suspense, type ComponentProps } from 'react';

const SsoPickerDialog = lazy(() =>
  import('./sso-picker-dialog').then((m) => ({ default: m.SsoPickerDialog })),
);

/**
 * A stop on the way to the picker's dialog. The dialog needs some fifty chunks of Fluent; Vite lists
 * them (its preload map) in the module that imports it, and that list alone would weigh ~1 KB gzip
 * on /login's first download, past its budget. Imported from here, the list loads on first use.
 */
export default function SsoPicker(props: ComponentProps<typeof SsoPickerDialog>) {
  return (
    <Suspense fallback={null}>
      <SsoPickerDialog {...props} />
    </Suspense>
  );
}
