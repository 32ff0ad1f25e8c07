import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { useMutate } from '../../../sync/sync-context';
import { copyModule } from '../actions/module-actions';

/** Copies a module under a new name and opens the copy; a refused copy says why here. */
export function CopyModuleButton({ source }: { source: LocalRow<'furnitureModules'> }) {
  const { t } = useTranslation('catalogue');
  const mutate = useMutate();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | undefined>();
  const copy = async () => {
    const result = await copyModule(mutate, source, t('module.copy_name', { name: source.name }));
    if (result.ok) void navigate(generatePath(paths.adminFurnitureModule, { furnitureModuleId: result.id }));
    else setFailed(t(result.messageKey));
  };
  return (
    <div>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        {t('module.copy')}
      </Button>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{failed}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
