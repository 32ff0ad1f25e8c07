import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A refusal's message above what it is about, announced as it appears; nothing without one. */
export function ErrorBar({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
