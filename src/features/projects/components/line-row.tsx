import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useEntity } from '../../../db/hooks/use-entity';
import type { BillingType, VatPreference } from '../../../domain/enums';
import { linePrice } from '../../../domain/pricing';
import type { PackTerms } from '../lib/pack-terms';
import { usePackChangeGuard } from './pack-change-guard';
import { useDraftMoney } from '../hooks/use-draft-money';
import { useLineEdits } from '../hooks/use-line-edits';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { LineAmount } from './line-amount';
import { LineName } from './line-name';
import { LineQuantity } from './line-quantity';
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
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const money = useDraftMoney(billingType);
  const edits = useLineEdits(line);
  const {
    guard,
    dialog,
    text: packNotice,
  } = usePackChangeGuard(price.packId === null ? undefined : pack, money);
  const name = furniture ? furniture.clientName || furniture.name : t('lines.unknown_item');

  return (
    <li className={styles.root} aria-label={name}>
      <CataloguePicture image={furniture?.images[0]} size="thumbnail" />
      <LineName name={name} furniture={furniture} pending={pending} />
      <LineQuantity
        name={name}
        quantity={line.quantity}
        editable={editable}
        message={edits.message}
        onChange={(quantity) => guard(() => edits.setQuantity(quantity))}
        onInvalid={edits.refuseEntry}
      />
      <LineAmount price={price} pack={pack} quantity={line.quantity} preference={preference} money={money} />
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
          onClick={() => guard(edits.remove)}
        />
      )}
      {dialog}
    </li>
  );
});
