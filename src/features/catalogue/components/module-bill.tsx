import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expandModuleBill, modulePrice, moduleGraphFrom } from '../../../domain/catalogue';
import { useCatalogueConfig } from '../hooks/use-catalogue-config';
import { useFormatMoney } from '../../../i18n/use-format';
import { useFurnitureByIds } from '../hooks/use-furniture-catalogue';
import { moduleValues } from '../lib/module-draft';
import { FormSection, Wide } from '../../../ui/form-section';
import type { ModuleFieldProps } from './module-form-props';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The module as it furnishes: every nested module multiplied out into furniture and quantities,
 * and its catalogue price, by the same rules the quote uses (src/domain/catalogue).
 */
export function ModuleBill({
  selfId,
  draft,
  catalogue,
}: Pick<ModuleFieldProps, 'selfId' | 'draft' | 'catalogue'>) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const { vatRateBp } = useCatalogueConfig();
  const graph = useMemo(() => {
    const converted = moduleValues(draft);
    const self =
      'values' in converted
        ? { id: selfId, ...converted.values }
        : { id: selfId, parentModuleId: null, contentLines: draft.contentLines, clientPrices: [] };
    return moduleGraphFrom([...catalogue.modules, self]);
  }, [catalogue.modules, draft, selfId]);
  const bill = useMemo(() => expandModuleBill(graph, selfId), [graph, selfId]);
  const furniture = useFurnitureByIds(useMemo(() => bill.furniture.map((line) => line.id), [bill]));
  const price = modulePrice(graph, selfId, {
    clientId: null,
    clientMultiplier: 1,
    vatRateBp,
    furniturePrice: (id) => furniture?.get(id)?.priceExclVatCents,
  });
  const nameOf = (id: string) => furniture?.get(id)?.name ?? t('unknown_item');

  return (
    <FormSection title={t('module.bill_title')}>
      <Wide>
        {bill.cyclic && (
          <MessageBar intent="error">
            <MessageBarBody>{t('module.bill_cyclic')}</MessageBarBody>
          </MessageBar>
        )}
        {bill.furniture.length === 0 && bill.ranges.length === 0 && bill.urls.length === 0 ? (
          <Text>{t('module.bill_empty')}</Text>
        ) : (
          <ul className={styles.list} aria-label={t('module.bill_title')}>
            {bill.furniture.map((line) => (
              <li key={line.id}>
                {t('module.bill_line', { quantity: line.quantity, name: nameOf(line.id) })}
              </li>
            ))}
            {bill.ranges.map((line) => (
              <li key={line.id}>
                {t('module.bill_range', {
                  quantity: line.quantity,
                  name: catalogue.rangeById.get(line.id)?.name ?? t('unknown_item'),
                })}
              </li>
            ))}
            {bill.urls.map((line) => (
              <li key={line.url}>{t('module.bill_url', { quantity: line.quantity, url: line.url })}</li>
            ))}
          </ul>
        )}
      </Wide>
      <Text className={styles.total} role="status">
        {t('module.price', {
          excl: formatMoney(price.client.exclVatCents),
          incl: formatMoney(price.client.inclVatCents),
        })}
      </Text>
      {price.unpricedLines > 0 && <Text>{t('module.unpriced', { count: price.unpricedLines })}</Text>}
    </FormSection>
  );
}
