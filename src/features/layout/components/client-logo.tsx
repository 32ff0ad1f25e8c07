import { makeStyles, tokens } from '@fluentui/react-components';
import { useEntity } from '../../../db/hooks/use-entity';
import { useClientImage } from '../../../lib/use-client-image';

const useStyles = makeStyles({
  logo: {
    display: 'block',
    maxWidth: '160px',
    maxHeight: '64px',
    objectFit: 'contain',
    marginInline: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
  },
});

/** The logo the office uploaded for the user's client, atop its menu; nothing when there is none. */
export function ClientLogo({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const client = useEntity('clients', clientId);
  const url = useClientImage(client.data?.logo);
  if (!client.data || url === null) return null;
  return <img className={styles.logo} src={url} alt={client.data.name} />;
}
