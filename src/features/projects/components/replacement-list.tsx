import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { usePlainListStyles } from '../../../ui/plain-list-styles';
import { catalogueUnitCents } from '../lib/draft-totals';

const useStyles = makeStyles({
  list: { gap: tokens.spacingVerticalS },
  candidate: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { flexGrow: 1, flexBasis: '8rem', display: 'flex', flexDirection: 'column' },
});

/** The furniture a line may swap to, each with its picture, its price to this client and a Choose. */
export function ReplacementList({
  candidates,
  clientMultiplier,
  vatRateBp,
  onChoose,
}: {
  candidates: LocalRow<'furniture'>[];
  clientMultiplier: number;
  vatRateBp: number;
  onChoose: (furnitureId: string) => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const plain = usePlainListStyles();
  const formatMoney = useFormatMoney();
  const [preference] = useVatPreference();
  return (
    <ul className={mergeClasses(plain.list, styles.list)} aria-label={t('replace.list_label')}>
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
              onClick={() => onChoose(candidate.id)}
            >
              {t('replace.choose_short')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
