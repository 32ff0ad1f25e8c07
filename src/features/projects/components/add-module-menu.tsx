import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BoxMultipleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../sync/sync-context';
import { applyOffer } from '../actions/offer-actions';
import { useDraftOfferList } from '../hooks/use-draft-offer-list';
import type { ProjectDraft } from '../hooks/use-project-draft';

/** Adds a pack's rooms and furniture to the draft, after its rooms; a refusal goes to `onError`. */
export function AddModuleMenu({
  draft,
  onError,
}: {
  draft: ProjectDraft;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('projects');
  const mutate = useMutate();
  const list = useDraftOfferList(draft);
  const modules = list.data?.modules ?? [];

  async function onAdd(moduleId: string) {
    const result = await applyOffer(mutate, draft.project.id, { kind: 'module', moduleId });
    onError(result.ok ? null : t(result.messageKey));
  }

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<BoxMultipleRegular />} disabled={modules.length === 0}>
          {t('rooms.add_module')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {modules.map((module) => (
            <MenuItem key={module.id} onClick={() => void onAdd(module.id)}>
              {module.clientName || module.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
