import {
  makeStyles,
  Menu,
  MenuButton,
  MenuPopover,
  MenuTrigger,
  SplitButton,
  Text,
  Toolbar,
  tokens,
  type MenuButtonProps,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from '../../../domain/mutators/transaction';
import type { AdminProject } from '../hooks/use-admin-project';
import { useOfficeActions } from '../hooks/use-office-actions';
import { officeBar } from '../lib/admin-actions';
import { barRefusalText } from '../lib/bar-refusal-text';
import { completionWarnings } from '../lib/completion-warnings';
import { barItemKeys } from '../lib/labels';
import { OfficeActionDialogs } from './office-action-dialogs';
import { OfficeActionMenuList } from './office-action-menu';
import { OfficeActionOutcome } from './office-action-outcome';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // One row of controls, whatever the width: the rest waits in the menu.
  toolbar: { padding: 0, flexWrap: 'nowrap', maxWidth: '100%' },
});

/**
 * The office's actions on the project (spec section 4): the status's next step as the primary
 * button, and a menu of what else the status offers. An action that cannot run now says why where
 * it is: next to the primary button, or under its name in the menu.
 */
export function OfficeActionsBar({
  data,
  actor,
  unsaved,
}: {
  data: AdminProject;
  actor: Actor;
  /** The general information has typed changes not saved: no move runs on the stored values. */
  unsaved: boolean;
}) {
  const { t } = useTranslation(['adminProjects', 'errors']);
  const styles = useStyles();
  const { project } = data;
  const actions = useOfficeActions(project);
  const reasonId = useId();
  const { primary, menu } = officeBar(actor, project, {
    clientIsCompany: data.client?.isCompany ?? false,
    unsaved,
    purchaseOrderCount: data.purchaseOrders.length,
  });

  return (
    <div className={styles.root}>
      <Toolbar aria-label={t('actions.label')} className={styles.toolbar}>
        <Menu positioning="below-start">
          <MenuTrigger disableButtonEnhancement>
            {(triggerProps: MenuButtonProps) =>
              primary === null ? (
                <MenuButton {...triggerProps}>{t('actions.menu')}</MenuButton>
              ) : (
                <SplitButton
                  appearance="primary"
                  menuButton={{ ...triggerProps, 'aria-label': t('actions.more') }}
                  primaryActionButton={{
                    disabledFocusable: primary.refusal !== null,
                    'aria-describedby': primary.refusal === null ? undefined : reasonId,
                    onClick: () => actions.start(primary.item),
                  }}
                >
                  {t(barItemKeys[primary.item])}
                </SplitButton>
              )
            }
          </MenuTrigger>
          <MenuPopover>
            <OfficeActionMenuList groups={menu} onStart={actions.start} />
          </MenuPopover>
        </Menu>
      </Toolbar>
      {primary?.refusal && (
        <Text id={reasonId} size={200}>
          {barRefusalText(primary.refusal, t)}
        </Text>
      )}
      {actions.outcome !== null && <OfficeActionOutcome project={project} outcome={actions.outcome} />}
      <OfficeActionDialogs project={project} actions={actions} completion={completionWarnings(data)} />
    </div>
  );
}
