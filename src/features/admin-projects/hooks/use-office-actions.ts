import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { exhaustive } from '../../../domain/enums';
import type { ActionResult } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import {
  copyProject,
  createComplementary,
  regeneratePurchaseOrder,
  toggleBilling,
  toParentModule,
  type MadeResult,
} from '../actions/office-actions';
import { deleteProject, moveProject } from '../actions/project-moves';
import type { BarItem } from '../lib/admin-actions';

/** What the bar says after an action that leaves the office on this project. */
export type BarOutcome =
  /** `mutationID`: the action's own change, whose arrival at the server "Saved" waits for. */
  | { kind: 'moved' | 'toggled' | 'regenerated'; mutationID?: number }
  | { kind: 'module'; id: string }
  | { kind: 'refused'; messageKey: string };

/** The items that ask first, in a dialog: they cannot be undone, or need more than a click. */
const dialogItems = [
  'validate',
  'complete',
  'cancel',
  'delete',
  'regeneratePurchaseOrder',
  'createComplementary',
] as const satisfies readonly BarItem[];
export type DialogItem = (typeof dialogItems)[number];
type AtOnceItem = Exclude<BarItem, DialogItem>;

const isDialogItem = (item: BarItem): item is DialogItem => dialogItems.some((dialog) => dialog === item);

/**
 * The editor bar's actions on one project: `start` runs an item at once or opens its dialog, whose
 * confirmations are here too. A copy opens the new project; the rest say what they did.
 */
export function useOfficeActions(project: LocalRow<'projects'>) {
  const { t } = useTranslation('adminProjects');
  const mutate = useMutate();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BarOutcome | null>(null);
  const [dialog, setDialog] = useState<DialogItem | null>(null);

  function refusedOr(result: MadeResult | ActionResult, done: BarOutcome) {
    setOutcome(
      result.ok
        ? { ...done, ...('mutationID' in result && { mutationID: result.mutationID }) }
        : { kind: 'refused', messageKey: result.messageKey },
    );
  }

  // A dialog says its own refusal: the bar speaks only once it is done.
  function whenDone(kind: 'moved' | 'regenerated') {
    return (result: ActionResult) => {
      if (result.ok) setOutcome({ kind, mutationID: result.mutationID });
      return result;
    };
  }

  function open(result: MadeResult) {
    if (result.ok) void navigate(generatePath(paths.adminProject, { projectId: result.id }));
    else setOutcome({ kind: 'refused', messageKey: result.messageKey });
  }

  async function runAtOnce(item: AtOnceItem) {
    switch (item) {
      case 'markQuoted':
      case 'putInDraft':
      case 'acceptQuote':
        return refusedOr(await moveProject(mutate, project.id, item), { kind: 'moved' });
      case 'toggleBilling':
        return refusedOr(await toggleBilling(mutate, project.id), { kind: 'toggled' });
      case 'duplicate':
      case 'copyQuote':
        return open(
          await copyProject(mutate, project.id, item, t('office.copy_name', { name: project.name })),
        );
      case 'toParentModule': {
        const result = await toParentModule(mutate, project.id);
        return refusedOr(result, { kind: 'module', id: result.ok ? result.id : '' });
      }
      default:
        return exhaustive(item);
    }
  }

  return {
    outcome,
    dialog,
    closeDialog: () => setDialog(null),
    start(item: BarItem) {
      if (isDialogItem(item)) setDialog(item);
      else void runAtOnce(item);
    },
    validated: (mutationID: number | undefined) => setOutcome({ kind: 'moved', mutationID }),
    complete: () => moveProject(mutate, project.id, 'complete').then(whenDone('moved')),
    cancel: () => moveProject(mutate, project.id, 'cancel').then(whenDone('moved')),
    regenerate: () => regeneratePurchaseOrder(mutate, project.id).then(whenDone('regenerated')),
    // A refusal closes the dialog, so that the bar's message under it is read.
    async createComplementary(name: string) {
      const result = await createComplementary(mutate, project.id, name);
      if (!result.ok) setDialog(null);
      open(result);
    },
    async delete() {
      const result = await deleteProject(mutate, project.id);
      if (result.ok) void navigate(paths.adminProjects);
      return result;
    },
  };
}

export type OfficeActions = ReturnType<typeof useOfficeActions>;
