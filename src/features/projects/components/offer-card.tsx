import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CataloguePicture } from '../../../ui/catalogue-picture';

const useStyles = makeStyles({
  card: { height: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
});

/**
 * One offer the draft may start from (a pack or a range): its picture, or a placeholder when it has
 * none, its name, what it costs or holds, and the button that applies it. The picture is
 * decorative: the name says what it is.
 */
export function OfferCard({
  name,
  image,
  price,
  children,
  chooseLabel,
  disabled,
  onChoose,
}: {
  name: string;
  image: string | undefined;
  price?: string;
  children?: ReactNode;
  chooseLabel: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="listitem" aria-label={name}>
      <CataloguePicture image={image} size="card" />
      <CardHeader
        header={
          <Text as="h4" weight="semibold">
            {name}
          </Text>
        }
        description={price ? <Text weight="semibold">{price}</Text> : undefined}
      />
      <div className={styles.body}>{children}</div>
      <Button appearance="primary" disabled={disabled} onClick={onChoose}>
        {chooseLabel}
      </Button>
    </Card>
  );
}
