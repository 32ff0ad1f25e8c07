import { Button, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { replacementCandidates } from '../../../domain/projects/replacements';
import { useMutate } from '../../../sync/sync-context';
import { replaceLine } from '../actions/line-actions';
import { useDraftViewer } from '../hooks/use-draft-viewer';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { useReplacementOptions } from '../../../db/hooks/use-replacement-options';
import { ViewDialog } from '../../../ui/view-dialog';
import { ErrorBar } from './error-bar';
import { ReplacementList } from './replacement-list';

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
  const mutate = useMutate();
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
    <ViewDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setMessage(null);
      }}
      trigger={
        <Button appearance="subtle" icon={<ArrowSwapRegular />} aria-label={t('replace.open', { name })} />
      }
      title={t('replace.title', { name })}
      cancelLabel={t('common:actions.cancel')}
    >
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
        <ReplacementList
          candidates={candidates}
          clientMultiplier={clientMultiplier}
          vatRateBp={vatRateBp}
          onChoose={(furnitureId) => void onChoose(furnitureId)}
        />
      )}
    </ViewDialog>
  );
}
