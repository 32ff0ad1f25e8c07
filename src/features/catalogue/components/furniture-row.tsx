import { Badge, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { RouterLink } from '../../../ui/router-link';
import type { FurnitureRow as Row } from '../hooks/use-furniture-catalogue';
import { availabilityKeys } from '../../../i18n/project-labels';

/** The height of one row of the furniture list, in pixels (its thumbnail, or two lines of text, and padding). */
export const FURNITURE_ROW_PX = 64;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    paddingInline: tokens.spacingHorizontalM,
    overflow: 'hidden',
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  ellipsis: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  price: { flexShrink: 0, textAlign: 'end' },
});

/** One catalogue item in the list: its name links to its update screen. */
export function FurnitureRow({
  row,
  categoryName,
  price,
}: {
  row: Row;
  categoryName: string | undefined;
  price: string;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const details = [row.sku, row.supplier, categoryName, t(availabilityKeys[row.availability])].filter(
    Boolean,
  );
  return (
    <div className={styles.root}>
      <CataloguePicture image={row.images[0]} size="thumbnail" />
      <div className={styles.text}>
        <span className={styles.ellipsis}>
          <RouterLink to={generatePath(paths.adminFurniture, { furnitureId: row.id })}>{row.name}</RouterLink>
        </span>
        <Caption1 className={styles.ellipsis}>{details.join(' · ')}</Caption1>
      </div>
      <div className={styles.badges}>
        {row.isDisabled && (
          <Badge appearance="tint" color="warning">
            {t('furniture.hidden_badge')}
          </Badge>
        )}
        {row.archived && (
          <Badge appearance="tint" color="informative">
            {t('furniture.archived_badge')}
          </Badge>
        )}
      </div>
      <Text className={styles.price}>{price}</Text>
    </div>
  );
}
