import { lazy, Suspense } from 'react';
import type { MessageBarAlertProps } from './message-bar-alert';

// Fluent's message bar and its motion weigh about 6 KB gzip, and the first pages (sign-in, the
// loading screen) show one only once something went wrong: it loads then, and its text shows at
// once meanwhile, unstyled, so nothing waits on the network to be read.
const MessageBarAlert = lazy(() => import('./message-bar-alert'));

/** A message bar for the pages every first visit loads; elsewhere use Fluent's MessageBar. */
export function AlertBar(props: MessageBarAlertProps) {
  return (
    <Suspense fallback={<div>{props.children}</div>}>
      <MessageBarAlert {...props} />
    </Suspense>
  );
}
