import { Field, makeStyles, SpinButton } from '@fluentui/react-components';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../sync/sync-context';
import { setRoomMultiplier } from '../actions/room-actions';
import type { PackTerms } from '../lib/pack-terms';
import { usePackChangeGuard } from './pack-change-guard';

const useStyles = makeStyles({ field: { maxWidth: '14rem' } });

/** How many identical copies of the room the project has (the schema's bounds, 1 to 100). */
export const RoomMultiplier = memo(function RoomMultiplier({
  roomId,
  roomName,
  multiplier,
  editable,
  packs,
  money,
}: {
  roomId: string;
  roomName: string;
  multiplier: number;
  editable: boolean;
  /** The negotiated packs the room's lines belong to: more or fewer copies end their price. */
  packs: PackTerms | undefined;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  const { guard, dialog } = usePackChangeGuard(packs, money);

  async function onChange(value: number) {
    const result = await setRoomMultiplier(mutate, roomId, value, multiplier);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <Field
      className={styles.field}
      label={t('rooms.multiplier', { name: roomName })}
      validationMessage={message}
    >
      <SpinButton
        value={multiplier}
        min={1}
        max={100}
        disabled={!editable}
        onChange={(_, data) => {
          const next = data.value ?? Number.parseInt(data.displayValue ?? '', 10);
          // Out of bounds or not a number: the action refuses it with the schema's message.
          if (next === multiplier) return;
          if (Number.isFinite(next)) guard(() => onChange(next));
          else void onChange(Number.NaN);
        }}
      />
      {dialog}
    </Field>
  );
});
