import { Radio, RadioGroup, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useReplacementOptions } from '../../../db/hooks/use-replacement-options';
import { catalogueViewer } from '../../../domain/access';
import type { Actor } from '../../../domain/mutators/transaction';
import { replacementCandidates } from '../../../domain/projects/replacements';

/** The furniture the office may order instead: the alternatives the client's own replace dialog proposes. */
export function ReplacementChoices({
  furniture,
  client,
  actor,
  value,
  onChange,
}: {
  furniture: LocalRow<'furniture'>;
  client: LocalRow<'clients'> | undefined;
  actor: Actor;
  value: string | null;
  onChange: (furnitureId: string) => void;
}) {
  const { t } = useTranslation('adminProjects');
  const viewer = catalogueViewer(actor, { client, purchaseOrderLines: [] });
  const options = useReplacementOptions(furniture);
  if (options.loading) return <Spinner label={t('availability.dialog.loading')} />;
  const candidates = replacementCandidates(furniture, options.data.furniture, viewer, options.data.ranges);
  if (candidates.length === 0) return <Text>{t('availability.dialog.no_candidates')}</Text>;
  return (
    <RadioGroup
      aria-label={t('availability.dialog.furniture')}
      value={value ?? ''}
      onChange={(_, data) => onChange(data.value)}
    >
      {candidates.map((candidate) => (
        <Radio key={candidate.id} value={candidate.id} label={candidate.clientName || candidate.name} />
      ))}
    </RadioGroup>
  );
}
