import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online';
import type { AdminProject } from '../hooks/use-admin-project';
import { ShoppingListDialog } from './shopping-list-dialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  importRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The import of a supplier's shopping list into one of the project's rooms, which needs the network. */
export function ShoppingListSection({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const online = useOnline();
  return (
    <section className={styles.section} aria-labelledby="shopping-list-title">
      <Text as="h2" size={500} weight="semibold" id="shopping-list-title">
        {t('quote.shopping_list_title')}
      </Text>
      <Text>{t('quote.shopping_list_text')}</Text>
      <div className={styles.importRow}>
        <ShoppingListDialog project={data.project} rooms={data.rooms} online={online} />
        {!online && <Text role="status">{t('shopping_list.needs_network')}</Text>}
      </div>
    </section>
  );
}
