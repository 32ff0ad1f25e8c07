import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import type { Actor } from '../../../domain/mutators/transaction';
import {
  officeActionRefusal,
  officeActionRules,
  type OfficeAction,
} from '../../../domain/projects/status-machine';
import { billingTypeKeys, projectStatusKeys } from '../../../i18n/project-labels';
import { textLimits } from '../../../domain/text.schema';
import { errorKeys } from '../../../i18n/error-labels';
import { useAllSent, useMutate } from '../../../sync/sync-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { RouterLink } from '../../../ui/router-link';
import { SavedBar } from '../../../ui/saved-bar';
import {
  copyProject,
  createComplementary,
  regeneratePurchaseOrder,
  toggleBilling,
  toParentModule,
  type MadeResult,
} from '../actions/office-actions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The bar's actions; recording a line's unavailability is done on the line, in its step. */
const barActions = [
  'toggleBilling',
  'duplicate',
  'copyQuote',
  'createComplementary',
  'toParentModule',
  'regeneratePurchaseOrder',
] as const satisfies readonly OfficeAction[];
type BarAction = (typeof barActions)[number];

const actionKeys = {
  toggleBilling: 'adminProjects:office.toggleBilling',
  duplicate: 'adminProjects:office.duplicate',
  copyQuote: 'adminProjects:office.copyQuote',
  createComplementary: 'adminProjects:office.createComplementary',
  toParentModule: 'adminProjects:office.toParentModule',
  regeneratePurchaseOrder: 'adminProjects:office.regeneratePurchaseOrder',
} as const satisfies Record<BarAction, string>;

/** The office's actions that do not move the status (spec section 4), each as its table allows now. */
export function OfficeActionsBar({ project, actor }: { project: LocalRow<'projects'>; actor: Actor }) {
  const { t } = useTranslation(['adminProjects', 'errors']);
  const styles = useStyles();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // What the last action that stays on this project did, said with whether the server has it.
  const [said, setSaid] = useState<'toggled' | 'regenerated' | null>(null);
  const allSent = useAllSent();
  const [complementaryOpen, setComplementaryOpen] = useState(false);
  const [complementaryName, setComplementaryName] = useState('');

  function openProject(result: MadeResult) {
    if (result.ok) void navigate(generatePath(paths.adminProject, { projectId: result.id }));
    else setMessageKey(result.messageKey);
  }

  function button(action: BarAction) {
    const label = t(actionKeys[action]);
    switch (action) {
      case 'toggleBilling':
        return (
          <Button
            key={action}
            onClick={() =>
              void toggleBilling(mutate, project.id).then((result) => {
                setMessageKey(result.ok ? null : result.messageKey);
                setSaid(result.ok ? 'toggled' : null);
              })
            }
          >
            {label}
          </Button>
        );
      case 'duplicate':
      case 'copyQuote':
        return (
          <Button
            key={action}
            onClick={() =>
              void copyProject(
                mutate,
                project.id,
                action,
                t('office.copy_name', { name: project.name }),
              ).then(openProject)
            }
          >
            {label}
          </Button>
        );
      case 'toParentModule':
        return (
          <Button
            key={action}
            onClick={() =>
              void toParentModule(mutate, project.id).then((result) => {
                setMessageKey(result.ok ? null : result.messageKey);
                setDone(result.ok ? result.id : null);
              })
            }
          >
            {label}
          </Button>
        );
      case 'regeneratePurchaseOrder':
        return (
          <ConfirmDialog
            key={action}
            trigger={<Button>{label}</Button>}
            title={label}
            text={t('office.regenerate_text')}
            confirmLabel={label}
            onConfirm={() =>
              regeneratePurchaseOrder(mutate, project.id).then((result) => {
                setSaid(result.ok ? 'regenerated' : null);
                return result;
              })
            }
          />
        );
      case 'createComplementary':
        return (
          <FormDialog
            key={action}
            open={complementaryOpen}
            onOpenChange={(open) => {
              setComplementaryOpen(open);
              setComplementaryName(t('office.complementary_default', { name: project.name }));
            }}
            trigger={<Button>{label}</Button>}
            title={label}
            submitLabel={t('office.complementary_submit')}
            onSubmit={() => createComplementary(mutate, project.id, complementaryName).then(openProject)}
          >
            <Field label={t('office.complementary_name')}>
              <Input
                required
                value={complementaryName}
                maxLength={textLimits.name}
                onChange={(_, data) => setComplementaryName(data.value)}
              />
            </Field>
          </FormDialog>
        );
    }
  }

  const refusals = barActions.flatMap((action) => {
    const code = officeActionRefusal(actor, project, action);
    return code === null ? [] : [{ action, code }];
  });
  const refused = new Set(refusals.map((refusal) => refusal.action));
  return (
    <div className={styles.root} role="group" aria-label={t('office.label')}>
      <div className={styles.buttons}>
        {barActions.map((action) =>
          refused.has(action) ? (
            <Button key={action} disabledFocusable aria-describedby={`office-reason-${action}`}>
              {t(actionKeys[action])}
            </Button>
          ) : (
            button(action)
          ),
        )}
      </div>
      {messageKey !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(messageKey)}</MessageBarBody>
        </MessageBar>
      )}
      {said !== null && (
        <SavedBar
          sent={allSent}
          done={
            said === 'toggled'
              ? t('office.toggled', { billing: t(billingTypeKeys[project.billingType]) })
              : t('office.regenerated')
          }
        />
      )}
      {done !== null && (
        <MessageBar intent="success">
          <MessageBarBody>
            {t('office.module_made')}{' '}
            <RouterLink to={generatePath(paths.adminFurnitureModule, { furnitureModuleId: done })}>
              {t('office.open_module')}
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.reasons} aria-label={t('actions.reasons_label')}>
        {refusals.map(({ action, code }) => (
          <li key={action} id={`office-reason-${action}`}>
            <Text size={200}>
              {t('actions.refused', {
                action: t(actionKeys[action]),
                // A plain conflict names the statuses the action starts from.
                reason:
                  code === 'conflict'
                    ? t('actions.refused_from', {
                        status: t(projectStatusKeys[project.status]),
                        from: officeActionRules[action].from
                          .map((status) => t(projectStatusKeys[status]))
                          .join(', '),
                      })
                    : t(errorKeys(code).messageKey),
              })}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
