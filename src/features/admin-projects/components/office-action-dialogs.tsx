import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { exhaustive } from '../../../domain/enums';
import type { ActionResult } from '../../../lib/action-result';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { DialogItem, OfficeActions } from '../hooks/use-office-actions';
import type { CompletionWarnings } from '../lib/completion-warnings';
import { barItemKeys } from '../lib/labels';
import { ComplementaryDialog } from './complementary-dialog';
import { ValidateDialog } from './validate-dialog';

/**
 * The dialog of the bar's item that asks first, while the bar has it open (from its primary button
 * or its menu, whose popover is gone by then); its own buttons close it.
 */
export function OfficeActionDialogs({
  project,
  actions,
  completion,
}: {
  project: LocalRow<'projects'>;
  actions: OfficeActions;
  /** What is still open on site: "Mark as installed" names it before moving for good. */
  completion: CompletionWarnings;
}) {
  const { t } = useTranslation('adminProjects');
  const opening = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) actions.closeDialog();
    },
  };
  const confirm = (item: DialogItem, title: string, text: string, onConfirm: () => Promise<ActionResult>) => (
    <ConfirmDialog
      {...opening}
      title={title}
      text={text}
      confirmLabel={t(barItemKeys[item])}
      onConfirm={onConfirm}
    />
  );
  const { remaining, problems } = completion;
  const completeText = [
    remaining.length > 0 ? t('actions.complete_remaining', { items: remaining.join(', ') }) : '',
    problems.length > 0 ? t('actions.complete_problems', { items: problems.join(', ') }) : '',
    t('actions.complete_text'),
  ].filter(Boolean);

  switch (actions.dialog) {
    case null:
      return null;
    case 'validate':
      return <ValidateDialog projectId={project.id} {...opening} onValidated={actions.validated} />;
    case 'complete': {
      const title = t('actions.complete_title', { name: project.name });
      return confirm('complete', title, completeText.join(' '), actions.complete);
    }
    case 'cancel': {
      const title = t('actions.cancel_title', { name: project.name });
      return confirm('cancel', title, t('actions.cancel_text'), actions.cancel);
    }
    case 'delete': {
      const title = t('actions.delete_title', { name: project.name });
      return confirm('delete', title, t('actions.delete_text'), actions.delete);
    }
    case 'regeneratePurchaseOrder': {
      const title = t(barItemKeys.regeneratePurchaseOrder);
      return confirm('regeneratePurchaseOrder', title, t('office.regenerate_text'), actions.regenerate);
    }
    case 'createComplementary':
      return (
        <ComplementaryDialog
          project={project}
          onClose={actions.closeDialog}
          onCreate={actions.createComplementary}
        />
      );
    default:
      return exhaustive(actions.dialog);
  }
}
