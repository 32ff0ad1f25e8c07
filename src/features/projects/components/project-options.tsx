import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../sync/sync-context';
import { setOptions } from '../actions/project-actions';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { projectOptionKeys, withOption, type ProjectOptionKey } from '../../../domain/catalogue';
import { ErrorBar } from './error-bar';
import { serviceLabelKeys } from '../../../i18n/project-labels';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column' },
});

/** The services the client adds to the project, each a checkbox saved at once. */
export function ProjectOptions({ draft, editable }: { draft: ProjectDraft; editable: boolean }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();
  // The options as just chosen show in the task of the click; the stored ones take over once written.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const options = chosen ?? draft.project.options;

  async function onChange(key: ProjectOptionKey, checked: boolean) {
    const next = withOption(options, key, checked);
    setChosen(next);
    const result = await setOptions(mutate, draft.project, next);
    setChosen(null);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <fieldset className={styles.group} disabled={!editable}>
      <legend className={styles.legend}>{t('options.label')}</legend>
      <div className={styles.list}>
        {projectOptionKeys.map((key) => (
          <Checkbox
            key={key}
            label={t(serviceLabelKeys[key])}
            checked={options.includes(key)}
            onChange={(_, data) => void onChange(key, data.checked === true)}
          />
        ))}
      </div>
      <ErrorBar message={message} />
    </fieldset>
  );
}
