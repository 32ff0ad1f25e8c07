import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useEntity } from '../../../db/hooks/use-entity';
import { uuidv7 } from '../../../domain/ids';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { useModuleCatalogue } from '../hooks/use-module-catalogue';
import { draftFromModule, emptyModuleDraft } from '../lib/module-draft';
import { ChildModules } from './child-modules';
import { CopyModuleButton } from './copy-module-button';
import { MissingItem } from './missing-item';
import { ModuleForm } from './module-form';
import { NamedList } from './named-list';

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
