import {
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../domain/enums';
import type { ImportPhase } from '../hooks/use-shopping-list-import';

/**
 * The spec's messages of an import: "loading", the progress of a long list, "Finished parsing" with
 * what became of the items, or the error (the server's texts say "Sorry an error occurred").
 */
export function ImportStatus({ phase }: { phase: ImportPhase }) {
  const { t } = useTranslation('adminProjects');
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <div role="status">
          <Spinner size="tiny" labelPosition="after" label={t('shopping_list.loading')} />
        </div>
      );
    case 'importing':
      return (
        <Field
          label={t('shopping_list.progress', { done: phase.done, total: phase.total })}
          validationState="none"
        >
          <ProgressBar value={phase.done} max={Math.max(phase.total, 1)} />
        </Field>
      );
    case 'finished': {
      const { matched, created, failed } = phase.counts;
      return (
        <MessageBar intent={failed > 0 ? 'warning' : 'success'} role="status">
          <MessageBarBody>
            <MessageBarTitle>{t('shopping_list.finished')}</MessageBarTitle>
            <div>{t('shopping_list.matched', { number: matched })}</div>
            <div>{t('shopping_list.created', { number: created })}</div>
            {failed > 0 && <div>{t('shopping_list.failed', { number: failed })}</div>}
          </MessageBarBody>
        </MessageBar>
      );
    }
    case 'failed':
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(phase.messageKey)}</MessageBarBody>
        </MessageBar>
      );
    default:
      return exhaustive(phase);
  }
}
