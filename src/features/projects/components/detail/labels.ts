import type { ProgressMessage, ProgressState } from '../../../../domain/projects/progress';
import type { SendState } from '../../hooks/use-send-state';
import type { DetailTabId } from './detail-tabs';
import type { FollowUpAction } from './follow-up-actions';

/*
 * Literal keys over the closed sets, so a new value without a label fails to compile and the
 * locale test finds every key.
 */

export const tabKeys = {
  advancement: 'projectDetail:tabs.advancement',
  details: 'projectDetail:tabs.details',
  furniture: 'projectDetail:tabs.furniture',
  quote: 'projectDetail:tabs.quote',
  finance: 'projectDetail:tabs.finance',
  reserves: 'projectDetail:tabs.reserves',
  agreement: 'projectDetail:tabs.agreement',
} as const satisfies Record<DetailTabId, string>;

export const progressMessageKeys = {
  projectSubmitted: 'projectDetail:progress.messages.projectSubmitted',
  quoteToValidate: 'projectDetail:progress.messages.quoteToValidate',
  projectInProgress: 'projectDetail:progress.messages.projectInProgress',
  interventionPlanned: 'projectDetail:progress.messages.interventionPlanned',
  furnishingCompleted: 'projectDetail:progress.messages.furnishingCompleted',
  reservesInProgress: 'projectDetail:progress.messages.reservesInProgress',
} as const satisfies Record<ProgressMessage, string>;

export const progressStateKeys = {
  done: 'projectDetail:progress.done',
  current: 'projectDetail:progress.current',
  upcoming: 'projectDetail:progress.upcoming',
} as const satisfies Record<ProgressState, string>;

export const followUpActionKeys = {
  reopen: {
    hint: 'projectDetail:actions.reopen.hint',
    open: 'projectDetail:actions.reopen.open',
    title: 'projectDetail:actions.reopen.title',
    text: 'projectDetail:actions.reopen.text',
    confirm: 'projectDetail:actions.reopen.confirm',
  },
  // Accepting is signing: its dialog has texts of its own (sign.*).
  acceptQuote: {
    hint: 'projectDetail:actions.acceptQuote.hint',
    open: 'projectDetail:actions.acceptQuote.open',
  },
} as const satisfies {
  [A in FollowUpAction]: Record<
    'hint' | 'open' | (A extends 'acceptQuote' ? never : 'title' | 'text' | 'confirm'),
    string
  >;
};

export const sendNoteKeys = {
  sending: 'projectDetail:send.sending',
  waiting: 'projectDetail:send.waiting',
} as const satisfies Record<Exclude<SendState, 'sent'>, string>;
