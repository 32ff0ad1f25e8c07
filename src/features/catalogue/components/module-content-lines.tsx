import { Button, Caption1, Input, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleContentLine } from '../../../domain/entities/furniture-module.schema';
import { uuidv7 } from '../../../domain/ids';
import { useFurnitureByIds } from '../hooks/use-furniture-catalogue';
import { moduleKindKeys } from '../lib/catalogue-labels';
import { FormSection, Wide } from '../../../ui/form-section';
import { ModuleAddLine } from './module-add-line';
import type { ModuleFieldProps } from './module-form-props';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  quantity: { width: '6rem' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The module's content: lines of furniture, ranges, modules or URLs with their quantities. */
export function ModuleContentLines({
  selfId,
  draft,
  change,
  catalogue,
  cycleText,
}: ModuleFieldProps & { cycleText: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const lines = draft.contentLines;
  const furnitureIds = useMemo(
    () => lines.flatMap((line) => (line.kind === 'furniture' && line.refId !== null ? [line.refId] : [])),
    [lines],
  );
  const furniture = useFurnitureByIds(furnitureIds);
  const nameOf = (line: ModuleContentLine): string => {
    const id = line.refId ?? '';
    switch (line.kind) {
      case 'furniture':
        return furniture?.get(id)?.name ?? t('unknown_item');
      case 'range':
        return catalogue.rangeById.get(id)?.name ?? t('unknown_item');
      case 'module':
        return catalogue.moduleById.get(id)?.name ?? t('unknown_item');
      case 'url':
        return line.url;
      default:
        return line.kind satisfies never;
    }
  };
  const setLines = (contentLines: ModuleContentLine[]) => change({ contentLines });
  const setQuantity = (line: ModuleContentLine, text: string) => {
    const quantity = Number(text);
    if (Number.isInteger(quantity) && quantity >= 1)
      setLines(lines.map((other) => (other === line ? { ...other, quantity } : other)));
  };

  return (
    <FormSection title={t('module.sections.content')}>
      <Wide>
        {lines.length === 0 ? (
          <Text>{t('module.no_lines')}</Text>
        ) : (
          <ul className={styles.list} aria-label={t('module.lines_label')}>
            {lines.map((line) => {
              const name = nameOf(line);
              return (
                <li key={line.id} className={styles.line} aria-label={name}>
                  <div className={styles.text}>
                    {line.kind === 'url' ? (
                      <Link href={line.url} target="_blank" rel="noopener noreferrer">
                        {name}
                      </Link>
                    ) : (
                      <Text>{name}</Text>
                    )}
                    <Caption1>{t(moduleKindKeys[line.kind])}</Caption1>
                  </div>
                  <Input
                    className={styles.quantity}
                    type="number"
                    min={1}
                    aria-label={t('module.quantity_of', { name })}
                    value={String(line.quantity)}
                    onChange={(_, data) => setQuantity(line, data.value)}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('module.remove_line', { name })}
                    onClick={() => setLines(lines.filter((other) => other !== line))}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {cycleText && (
          <Text role="alert" className={styles.error}>
            {cycleText}
          </Text>
        )}
      </Wide>
      <Wide>
        <ModuleAddLine
          selfId={selfId}
          catalogue={catalogue}
          onAdd={(line) => setLines([...lines, { id: uuidv7(), quantity: 1, ...line }])}
        />
      </Wide>
    </FormSection>
  );
}
