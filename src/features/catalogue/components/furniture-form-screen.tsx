import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEntity } from '../../../db/hooks/use-entity';
import { uuidv7 } from '../../../domain/ids';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { draftFromFurniture, emptyFurnitureDraft } from '../lib/furniture-draft';
import { FurnitureForm } from './furniture-form';
import { FurnitureProjects } from './furniture-projects';
import { MissingItem } from './missing-item';

/** `/admin/furnitures/add`: a new catalogue item, with an id made here so it can be saved offline. */
export function FurnitureAddScreen() {
  const { t } = useTranslation('catalogue');
  const [id] = useState(uuidv7);
  return (
    <Page title={t('furniture.add_title')}>
      <FurnitureForm id={id} isNew initial={emptyFurnitureDraft} />
    </Page>
  );
}

/** `/admin/furnitures/{furnitureId}`: update one item, and the projects that use it. */
export function FurnitureEditScreen() {
  const { furnitureId } = useParams();
  const row = useEntity('furniture', furnitureId);
  if (row.loading) return <LoadingScreen />;
  if (!row.data) return <MissingItem />;
  return (
    <Page title={row.data.name}>
      <FurnitureForm
        key={row.data.id}
        id={row.data.id}
        isNew={false}
        initial={draftFromFurniture(row.data)}
      />
      <FurnitureProjects furnitureId={row.data.id} />
    </Page>
  );
}
