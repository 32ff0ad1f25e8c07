import { Button, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow } from '../../../db/database';
import { FormDialog } from '../../../ui/form-dialog';
import { LabelledSelect } from '../../../ui/labelled-select';
import { TextField } from '../../../ui/text-field';
import { useShoppingListImport, type ImportedProject } from '../hooks/use-shopping-list-import';
import { ImportStatus } from './shopping-list-status';

/**
 * "Import a shopping list from a URL": the supplier's link and the room its items go to; then
 * the spec's messages while it runs. It needs the network, so offline the button stays shut.
 */
export function ShoppingListDialog({
  project,
  rooms,
  online,
}: {
  project: ImportedProject;
  rooms: readonly LocalRow<'rooms'>[];
  online: boolean;
}) {
  const { t } = useTranslation('adminProjects');
  const roomLabel = useRoomLabel();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [chosenRoomId, setChosenRoomId] = useState<string | null>(null);
  const { supplier, fieldKey, phase, prepare, run } = useShoppingListImport(project);
  const roomId = rooms.find((room) => room.id === chosenRoomId)?.id ?? rooms[0]?.id;
  const busy = phase.kind === 'loading' || phase.kind === 'importing';

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && !busy) prepare();
      }}
      trigger={
        <Button icon={<ArrowDownloadRegular />} disabledFocusable={!online}>
          {t('quote.shopping_list_import')}
        </Button>
      }
      title={t('shopping_list.title')}
      submitLabel={t('shopping_list.submit')}
      submitting={busy || roomId === undefined}
      cancelLabel={phase.kind === 'finished' ? t('shopping_list.close') : undefined}
      onSubmit={async () => {
        if (roomId !== undefined) await run(url, roomId);
      }}
    >
      <TextField
        label={t('shopping_list.url')}
        type="url"
        required
        value={url}
        onChange={setUrl}
        message={fieldKey === undefined ? undefined : t(fieldKey)}
        hint={supplier === null ? undefined : t('shopping_list.url_hint', { supplier: supplier.name })}
      />
      {roomId === undefined ? (
        <Text>{t('shopping_list.no_rooms')}</Text>
      ) : (
        <LabelledSelect
          label={t('shopping_list.room')}
          value={roomId}
          options={rooms.map((room) => ({ value: room.id, text: roomLabel(room) }))}
          onChange={setChosenRoomId}
        />
      )}
      <ImportStatus phase={phase} />
    </FormDialog>
  );
}
