import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useEntity } from '../../../db/hooks/use-entity';
import type { LocalRow } from '../../../db/database';
import { uuidv7 } from '../../../domain/ids';
import { useMutate } from '../../../sync/sync-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { copyModule } from '../actions/module-actions';
import { useModuleCatalogue } from '../hooks/use-module-catalogue';
import { draftFromModule, emptyModuleDraft } from '../lib/module-draft';
import { FormSection, Wide } from '../../../ui/form-section';
import { MissingItem } from './missing-item';
import { ModuleForm } from './module-form';
import { NamedList } from './named-list';

const useStyles = makeStyles({
  children: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** `/admin/furniture-modules`. */
export function ModuleListScreen() {
  const { t } = useTranslation('catalogue');
  const modules = useEntityList('furnitureModules');
  const rows = useMemo(
    () =>
      modules.data?.map((module) => ({
        id: module.id,
        name: module.name,
        image: module.images[0],
        archived: module.archived,
        to: generatePath(paths.adminFurnitureModule, { furnitureModuleId: module.id }),
        details: [
          module.projectType,
          module.tag,
          t('module.line_count', { count: module.contentLines.length }),
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    [modules.data, t],
  );
  return (
    <Page title={t('module.list_title')}>
      <NamedList
        rows={rows}
        label={t('module.list_label')}
        addLabel={t('module.add')}
        addTo={paths.adminFurnitureModuleAdd}
        emptyText={t('module.empty')}
      />
    </Page>
  );
}

/** `/admin/furniture-modules/add`. */
export function ModuleAddScreen() {
  const { t } = useTranslation('catalogue');
  const [id] = useState(uuidv7);
  const catalogue = useModuleCatalogue();
  if (!catalogue) return <LoadingScreen />;
  return (
    <Page title={t('module.add_title')}>
      <ModuleForm id={id} isNew initial={emptyModuleDraft} catalogue={catalogue} />
    </Page>
  );
}

/** `/admin/furniture-modules/{furnitureModuleId}`: update, copy, and the modules attached under it. */
export function ModuleEditScreen() {
  const { furnitureModuleId } = useParams();
  const row = useEntity('furnitureModules', furnitureModuleId);
  const catalogue = useModuleCatalogue();
  if (row.loading || !catalogue) return <LoadingScreen />;
  if (!row.data) return <MissingItem />;
  const children = catalogue.modules.filter((module) => module.parentModuleId === row.data?.id);
  return (
    <Page title={row.data.name}>
      <CopyModuleButton source={row.data} />
      <ModuleForm
        key={row.data.id}
        id={row.data.id}
        isNew={false}
        initial={draftFromModule(row.data)}
        catalogue={catalogue}
      />
      <ChildModules modules={children} />
    </Page>
  );
}

function CopyModuleButton({ source }: { source: LocalRow<'furnitureModules'> }) {
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

function ChildModules({ modules }: { modules: readonly LocalRow<'furnitureModules'>[] }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  return (
    <FormSection title={t('module.children_title')}>
      <Wide>
        {modules.length === 0 ? (
          t('module.no_children')
        ) : (
          <ul className={styles.children} aria-label={t('module.children_title')}>
            {modules.map((module) => (
              <li key={module.id}>
                <RouterLink to={generatePath(paths.adminFurnitureModule, { furnitureModuleId: module.id })}>
                  {module.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        )}
      </Wide>
    </FormSection>
  );
}
