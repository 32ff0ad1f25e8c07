import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import type { Actor } from '../../../domain/mutators/transaction';
import { projectStatusKeys } from '../../../i18n/project-labels';
import { useAllSent, useMutate } from '../../../sync/sync-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SavedBar } from '../../../ui/saved-bar';
import { errorKeys } from '../../../i18n/error-labels';
import { deleteProject, moveProject } from '../actions/project-moves';
import { officeMoveStates, type MoveState, type OfficeMove } from '../lib/admin-actions';
import { requirementKeys } from '../lib/labels';
import type { CompletionWarnings } from '../lib/completion-warnings';
import type { GeneralRequirementFacts } from '../../../domain/projects';
import { ValidateDialog } from './validate-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const moveKeys = {
  markQuoted: 'adminProjects:actions.markQuoted',
  putInDraft: 'adminProjects:actions.putInDraft',
  acceptQuote: 'adminProjects:actions.acceptQuote',
  validate: 'adminProjects:actions.validate',
  complete: 'adminProjects:actions.complete',
  cancel: 'adminProjects:actions.cancel',
} as const satisfies Record<OfficeMove, string>;

/**
 * The office's actions on the project. The moves come from the status machine: a move it allows
 * now is a button; one it refuses stays visible, disabled, with its reason under the bar.
 */
export function ActionBar({
  project,
  actor,
  facts,
  unsaved,
  completion,
}: {
  project: LocalRow<'projects'>;
  actor: Actor;
  facts: GeneralRequirementFacts;
  /** What is still open on site: "Mark as installed" names it before moving for good. */
  completion: CompletionWarnings;
  /** The general information has typed changes not saved: no move runs on the stored values. */
  unsaved: boolean;
}) {
  const { t } = useTranslation(['adminProjects', 'common', 'errors']);
  const styles = useStyles();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [messageKey, setMessageKey] = useState<string | null>(null);
  // A move went through: the bar says where the project is now, and whether the server has it.
  const [moved, setMoved] = useState(false);
  const allSent = useAllSent();
  // Typed, not saved: the moves would check the stored values, not those on screen (a refusal of
  // the form's values, hence 'validation'). Cancelling reads none of them.
  const states = officeMoveStates(actor, project, facts).map((state): MoveState =>
    unsaved && state.allowed && state.move !== 'cancel'
      ? { move: state.move, allowed: false, code: 'validation', from: [], missing: [] }
      : state,
  );
  const reasonId = (move: OfficeMove) => `move-reason-${move}`;

  async function run(move: Exclude<OfficeMove, 'validate'>) {
    const result = await moveProject(mutate, project.id, move);
    setMessageKey(result.ok ? null : result.messageKey);
    setMoved(result.ok);
    return result;
  }

  function allowedMove(move: OfficeMove) {
    switch (move) {
      case 'validate':
        return <ValidateDialog key={move} projectId={project.id} onValidated={() => setMoved(true)} />;
      case 'complete':
        return (
          <ConfirmDialog
            key={move}
            trigger={<Button>{t(moveKeys.complete)}</Button>}
            title={t('actions.complete_title', { name: project.name })}
            text={completeText()}
            confirmLabel={t(moveKeys.complete)}
            onConfirm={() => run('complete')}
          />
        );
      case 'cancel':
        return (
          <ConfirmDialog
            key={move}
            trigger={<Button>{t(moveKeys.cancel)}</Button>}
            title={t('actions.cancel_title', { name: project.name })}
            text={t('actions.cancel_text')}
            confirmLabel={t(moveKeys.cancel)}
            onConfirm={() => run('cancel')}
          />
        );
      default:
        return (
          <Button key={move} onClick={() => void run(move)}>
            {t(moveKeys[move])}
          </Button>
        );
    }
  }

  function completeText(): string {
    const { remaining, problems } = completion;
    const parts = [
      remaining.length > 0 ? t('actions.complete_remaining', { items: remaining.join(', ') }) : '',
      problems.length > 0 ? t('actions.complete_problems', { items: problems.join(', ') }) : '',
    ].filter(Boolean);
    return [...parts, t('actions.complete_text')].join(' ');
  }

  // A refusal with its own text says it; a plain conflict names the statuses the move starts from.
  function reason(state: Extract<MoveState, { allowed: false }>): string {
    if (state.code === 'project/general_incomplete')
      return t('actions.refused_missing', {
        fields: state.missing.map((field) => t(requirementKeys[field])).join(', '),
      });
    if (state.code === 'validation') return t('actions.refused_unsaved');
    if (state.code !== 'conflict') return t(errorKeys(state.code).messageKey);
    // The status fits: the client status does not (the client has not submitted the draft).
    if (state.from.includes(project.status)) return t('actions.refused_client');
    return t('actions.refused_from', {
      status: t(projectStatusKeys[project.status]),
      from: state.from.map((status) => t(projectStatusKeys[status])).join(', '),
    });
  }

  return (
    <div className={styles.root} role="group" aria-label={t('actions.label')}>
      <div className={styles.buttons}>
        {states.map((state) =>
          state.allowed ? (
            allowedMove(state.move)
          ) : (
            <Button key={state.move} disabledFocusable aria-describedby={reasonId(state.move)}>
              {t(moveKeys[state.move])}
            </Button>
          ),
        )}
        <ConfirmDialog
          trigger={<Button>{t('actions.delete')}</Button>}
          title={t('actions.delete_title', { name: project.name })}
          text={t('actions.delete_text')}
          confirmLabel={t('actions.delete')}
          onConfirm={async () => {
            const result = await deleteProject(mutate, project.id);
            if (result.ok) void navigate(paths.adminProjects);
            return result;
          }}
        />
      </div>
      {moved && (
        <SavedBar
          sent={allSent}
          done={t('actions.moved', { status: t(projectStatusKeys[project.status]) })}
        />
      )}
      {messageKey !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(messageKey)}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.reasons} aria-label={t('actions.reasons_label')}>
        {states.flatMap((state) =>
          state.allowed
            ? []
            : [
                <li key={state.move} id={reasonId(state.move)}>
                  <Text size={200}>
                    {t('actions.refused', { action: t(moveKeys[state.move]), reason: reason(state) })}
                  </Text>
                </li>,
              ],
        )}
      </ul>
    </div>
  );
}
