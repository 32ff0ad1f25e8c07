import { Field, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
  },
});

/** The product's pages in the ERP, built from the server's URL templates with the product id. */
export function ErpLinks({ templates, productId }: { templates: readonly string[]; productId: string }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const id = productId.trim();
  if (templates.length === 0) return null;
  return (
    <Field label={t('furniture.erp_pages')} hint={id === '' ? t('furniture.erp_pages_need_id') : undefined}>
      {id !== '' && (
        <ul className={styles.list}>
          {templates.map((template, index) => {
            const href = template.replaceAll('{id}', encodeURIComponent(id));
            return (
              <li key={template}>
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {t('furniture.erp_page', { position: index + 1 })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Field>
  );
}
