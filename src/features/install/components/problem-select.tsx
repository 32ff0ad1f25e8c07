import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isProblemStatus, problemStatuses, type ProblemStatus } from '../../../domain/enums';
import { problemStatusKeys } from '../../../i18n/card-labels';

const useStyles = makeStyles({ select: { minHeight: '44px' } });

/** The problem statuses of spec section 3, as a native select (the phone's own picker). */
export function ProblemSelect({
  value,
  onChange,
}: {
  value: ProblemStatus;
  onChange: (next: ProblemStatus) => void;
}) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  return (
    <Field label={t('line.problem')}>
      <Select
        className={styles.select}
        size="large"
        value={value}
        onChange={(_, data) => {
          if (isProblemStatus(data.value)) onChange(data.value);
        }}
      >
        {problemStatuses.map((status) => (
          <option key={status} value={status}>
            {t(problemStatusKeys[status])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
