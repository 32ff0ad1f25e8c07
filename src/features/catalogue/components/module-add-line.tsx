import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleContentKinds, type ModuleContentKind } from '../../../domain/entities/furniture-module.schema';
import { moduleKindKeys } from '../lib/catalogue-labels';
import { FurnitureSearchPicker } from './furniture-search-picker';
import { LabelledSelect } from '../../../ui/labelled-select';
import type { ModuleFieldProps } from './module-form-props';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1, flexBasis: '14rem' },
});

/** Adds a content line: a furniture (found by search), a range, a module or a product URL. */
export function ModuleAddLine({
  selfId,
  catalogue,
  onAdd,
}: Pick<ModuleFieldProps, 'selfId' | 'catalogue'> & {
  onAdd: (line: { kind: ModuleContentKind; refId: string | null; url: string }) => void;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const [kind, setKind] = useState<ModuleContentKind>('furniture');
  const [refId, setRefId] = useState('');
  const [url, setUrl] = useState('');
  const choices =
    kind === 'range'
      ? catalogue.ranges.map((range) => ({ value: range.id, text: range.name }))
      : catalogue.modules
          .filter((module) => module.id !== selfId)
          .map((module) => ({ value: module.id, text: module.name }));

  return (
    <div className={styles.root}>
      <LabelledSelect
        label={t('module.add_line_kind')}
        value={kind}
        options={moduleContentKinds.map((value) => ({ value, text: t(moduleKindKeys[value]) }))}
        onChange={(value) => {
          setKind(moduleContentKinds.find((known) => known === value) ?? 'furniture');
          setRefId('');
        }}
      />
      {kind === 'furniture' && (
        <FurnitureSearchPicker
          label={t('module.add_furniture')}
          excluded={new Set()}
          onPick={(furniture) => onAdd({ kind, refId: furniture.id, url: '' })}
        />
      )}
      {(kind === 'range' || kind === 'module') && (
        <div className={styles.row}>
          <LabelledSelect
            className={styles.grow}
            label={t(kind === 'range' ? 'module.choose_range' : 'module.choose_module')}
            value={refId}
            options={[{ value: '', text: t('module.choose') }, ...choices]}
            onChange={setRefId}
          />
          <Button
            icon={<AddRegular />}
            disabled={refId === ''}
            onClick={() => onAdd({ kind, refId, url: '' })}
          >
            {t('module.add_line')}
          </Button>
        </div>
      )}
      {kind === 'url' && (
        <div className={styles.row}>
          <Field label={t('module.line_url')} className={styles.grow}>
            <Input type="url" value={url} onChange={(_, data) => setUrl(data.value)} />
          </Field>
          <Button
            icon={<AddRegular />}
            disabled={url.trim() === ''}
            onClick={() => {
              onAdd({ kind, refId: null, url: url.trim() });
              setUrl('');
            }}
          >
            {t('module.add_line')}
          </Button>
        </div>
      )}
    </div>
  );
}
