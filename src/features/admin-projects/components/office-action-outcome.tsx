import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { exhaustive } from '../../../domain/enums';
import { billingTypeKeys, projectStatusKeys } from '../../../i18n/project-labels';
import { useChangeSent } from '../../../sync/sync-context';
import { RouterLink } from '../../../ui/router-link';
import { SavedBar } from '../../../ui/saved-bar';
import type { BarOutcome } from '../hooks/use-office-actions';

/** What the bar's last action did, said with whether the server has that action's change, or why it was refused. */
export function OfficeActionOutcome({
  project,
  outcome,
}: {
  project: LocalRow<'projects'>;
  outcome: BarOutcome;
}) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const sent = useChangeSent('mutationID' in outcome ? outcome.mutationID : undefined);
  switch (outcome.kind) {
    case 'moved':
      return (
        <SavedBar sent={sent} done={t('actions.moved', { status: t(projectStatusKeys[project.status]) })} />
      );
    case 'toggled':
      return (
        <SavedBar
          sent={sent}
          done={t('office.toggled', { billing: t(billingTypeKeys[project.billingType]) })}
        />
      );
    case 'regenerated':
      return <SavedBar sent={sent} done={t('office.regenerated')} />;
    case 'module':
      return (
        <MessageBar intent="success">
          <MessageBarBody>
            {t('office.module_made')}{' '}
            <RouterLink to={generatePath(paths.adminFurnitureModule, { furnitureModuleId: outcome.id })}>
              {t('office.open_module')}
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      );
    case 'refused':
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(outcome.messageKey)}</MessageBarBody>
        </MessageBar>
      );
    default:
      return exhaustive(outcome);
  }
}
