import {
  Badge,
  Button,
  Caption1,
  Field,
  makeStyles,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, WarningRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useEntity } from '../../../db/hooks/use-entity';
import type { VatPreference } from '../../../domain/enums';
import type { BillingType } from '../../../domain/enums';
import { linePrice, shownAmount } from '../../../domain/pricing';
import type { PackTerms } from '../lib/pack-terms';
import { usePackChangeGuard } from './pack-change-guard';
import { useMutate } from '../../../sync/sync-context';
import { changeQuantity, removeLine } from '../actions/line-actions';
import { useFormatMoney } from '../../../i18n/use-format';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { languageOf } from '../../../i18n/language-of';
import { inLanguage } from '../../../i18n/in-language';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { ReplaceLineDialog } from './replace-line-dialog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  name: {
    flexGrow: 1,
    flexBasis: '12rem',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  quantity: { width: '7rem' },
  amount: { minWidth: '6rem', textAlign: 'end' },
});

/**
 * A furniture line: picture, client name and warning, quantity, amount, the replace dialog, and a mark while its change waits to be synced. The row
 * follows its own line (this tab's changes included, before they are stored), so a quantity change
 * shows in the task of the key press; the draft's totals follow in a render of their own. Memoized:
 * the draft keeps unchanged rows' objects, so other lines do not re-render.
 */
export const LineRow = memo(function LineRow({
  line: listed,
  furniture,
  client,
  roomMultiplier,
  packIds,
  pack,
  clientMultiplier,
  vatRateBp,
  billingType,
  rentMonths,
  preference,
  pending,
  editable,
}: {
  line: LocalRow<'purchaseOrderLines'>;
  furniture: LocalRow<'furniture'> | undefined;
  client: ProjectDraft['client'];
  roomMultiplier: number;
  /** The project's negotiated packs: a line one of them includes counts zero. */
  packIds: ReadonlySet<string>;
  /** The terms of the pack including this line, said before a change ends its price. */
  pack: PackTerms | undefined;
  clientMultiplier: number;
  vatRateBp: number;
  billingType: BillingType;
  rentMonths: number;
  preference: VatPreference;
  pending: boolean;
  editable: boolean;
}) {
  const live = useEntity('purchaseOrderLines', listed.id);
  const line = live.data ?? listed;
  const price = linePrice(line, roomMultiplier, clientMultiplier, { billingType, rentMonths }, packIds);
  const { t, i18n } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const formatMoney = useFormatMoney();
  // A renter reads the month: the line's unit and amount are per month, as the quote shows them.
  const money = (cents: number) =>
    billingType === 'rent' ? t('lines.per_month', { amount: formatMoney(cents) }) : formatMoney(cents);
  const [message, setMessage] = useState<string | undefined>();
  const {
    guard,
    dialog,
    text: packNotice,
  } = usePackChangeGuard(price.packId === null ? undefined : pack, money);
  const name = furniture ? furniture.clientName || furniture.name : t('lines.unknown_item');
  const warning = furniture
    ? inLanguage({ en: furniture.warningEn, fr: furniture.warningFr }, languageOf(i18n.resolvedLanguage))
    : '';

  async function onQuantity(quantity: number) {
    const result = await changeQuantity(mutate, line.id, quantity, line.quantity);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  async function onRemove() {
    const result = await removeLine(mutate, line.id);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <li className={styles.root} aria-label={name}>
      <CataloguePicture image={furniture?.images[0]} size="thumbnail" />
      <span className={styles.name}>
        <Text weight="semibold">{name}</Text>
        {warning && (
          <Text size={200} className={styles.warning}>
            <WarningRegular aria-hidden="true" /> {t('lines.warning', { text: warning })}
          </Text>
        )}
        {pending && (
          <Badge appearance="outline" color="warning" size="small">
            {t('lines.pending')}
          </Badge>
        )}
      </span>
      <Field className={styles.quantity} validationMessage={message}>
        <SpinButton
          aria-label={t('lines.quantity_of', { name })}
          value={line.quantity}
          min={1}
          max={10_000}
          disabled={!editable}
          onChange={(_, data) => {
            const next = data.value ?? Number.parseInt(data.displayValue ?? '', 10);
            // The field keeps the line's quantity (it is controlled): a refused entry changes nothing.
            if (!Number.isInteger(next) || next < 1) setMessage(t('lines.quantity_invalid'));
            else if (next !== line.quantity) guard(() => onQuantity(next));
          }}
        />
      </Field>
      <span className={styles.amount}>
        {price.packId !== null && pack !== undefined ? (
          <Text block>{t('lines.in_pack', { name: pack.names.join(', ') })}</Text>
        ) : (
          <Text block>{money(shownAmount(price.amounts, preference))}</Text>
        )}
        {price.packId === null && price.copies > 1 && (
          <Caption1 block>
            {t('lines.amount_formula', {
              quantity: line.quantity,
              unit: money(shownAmount(price.unit, preference)),
              count: price.copies,
            })}
          </Caption1>
        )}
      </span>
      {editable && furniture && (
        <ReplaceLineDialog
          lineId={line.id}
          furniture={furniture}
          name={name}
          client={client}
          clientMultiplier={clientMultiplier}
          vatRateBp={vatRateBp}
          notice={packNotice}
        />
      )}
      {editable && (
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('lines.remove', { name })}
          onClick={() => guard(onRemove)}
        />
      )}
      {dialog}
    </li>
  );
});
