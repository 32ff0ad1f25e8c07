import { MessageBar, MessageBarBody, type MessageBarProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface MessageBarAlertProps {
  intent: NonNullable<MessageBarProps['intent']>;
  role?: 'alert' | 'status';
  children: ReactNode;
}

/** Fluent's message bar with one body: the chunk `AlertBar` loads when it has something to say. */
export default function MessageBarAlert({ intent, role, children }: MessageBarAlertProps) {
  return (
    <MessageBar intent={intent} role={role}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
