import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { replacementCandidates } from '../../../domain/projects/replacements';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { replaceLine } from '../actions/line-actions';
import { useDraftViewer } from '../hooks/use-draft-viewer';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { useReplacementOptions } from '../../../db/hooks/use-replacement-options';
import { catalogueUnitCents } from '../lib/draft-totals';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  candidate: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { flexGrow: 1, flexBasis: '8rem', display: 'flex', flexDirection: 'column' },
});

/**
 * Proposes alternatives to a line's furniture (same range or category, closest in price, what this
 * client may quote) and swaps the chosen one in with one change, keeping quantity and room.
 */
export function ReplaceLineDialog({
  lineId,
  furniture,
  name,
  client,
  clientMultiplier,
  vatRateBp,
  notice,
}: {
  lineId: string;
  furniture: LocalRow<'furniture'>;
  name: string;
  client: ProjectDraft['client'];
  clientMultiplier: number;
  vatRateBp: number;
  /** What the swap ends (a negotiated pack's price), said before a candidate is chosen. */
  notice?: string | undefined;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const formatMoney = useFormatMoney();
  const [preference] = useVatPreference();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const viewer = useDraftViewer(client);
  const options = useReplacementOptions(open ? furniture : undefined);
  const candidates =
    options.loading || viewer === null
      ? undefined
      : replacementCandidates(furniture, options.data.furniture, viewer, options.data.ranges);

  async function onChoose(furnitureId: string) {
    const result = await replaceLine(mutate, lineId, furnitureId);
    if (result.ok) setOpen(false);
    else setMessage(t(result.messageKey));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setMessage(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ArrowSwapRegular />} aria-label={t('replace.open', { name })} />
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('replace.title', { name })}</DialogTitle>
          <DialogContent>
            <ErrorBar message={message} />
            {notice !== undefined && (
              <MessageBar intent="warning">
                <MessageBarBody>{notice}</MessageBarBody>
              </MessageBar>
            )}
            {candidates === undefined ? (
              <Spinner label={t('replace.loading')} />
            ) : candidates.length === 0 ? (
              <Text>{t('replace.none')}</Text>
            ) : (
              <ul className={styles.list} aria-label={t('replace.list_label')}>
                {candidates.map((candidate) => {
                  const candidateName = candidate.clientName || candidate.name;
                  const price = catalogueUnitCents(
                    candidate.priceExclVatCents,
                    clientMultiplier,
                    vatRateBp,
                    preference,
                  );
                  return (
                    <li key={candidate.id} className={styles.candidate}>
                      <CataloguePicture image={candidate.images[0]} size="thumbnail" />
                      <span className={styles.name}>
                        <Text weight="semibold">{candidateName}</Text>
                        <Text>{formatMoney(price)}</Text>
                      </span>
                      <Button
                        aria-label={t('replace.choose', { name: candidateName })}
                        onClick={() => void onChoose(candidate.id)}
                      >
                        {t('replace.choose_short')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('common:actions.cancel')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
