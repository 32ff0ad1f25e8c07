import { makeStyles, MenuDivider, MenuItem, MenuList, tokens } from '@fluentui/react-components';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarEntry, BarItem } from '../lib/admin-actions';
import { barRefusalText } from '../lib/bar-refusal-text';
import { barItemKeys } from '../lib/labels';

const useStyles = makeStyles({
  // Read, not greyed out: the reason is what the office came to the item for.
  reason: { color: tokens.colorNeutralForeground2 },
});

/** The bar's menu: the items the status offers besides the next step, in groups. */
export function OfficeActionMenuList({
  groups,
  onStart,
}: {
  groups: readonly BarEntry[][];
  onStart: (item: BarItem) => void;
}) {
  return (
    <MenuList>
      {groups.map((group, index) => (
        <Fragment key={group[0]?.item}>
          {index > 0 && <MenuDivider />}
          {group.map((entry) => (
            <OfficeActionMenuItem key={entry.item} entry={entry} onStart={onStart} />
          ))}
        </Fragment>
      ))}
    </MenuList>
  );
}

/** An item that cannot run now stays, disabled, with why under its name (its description). */
function OfficeActionMenuItem({ entry, onStart }: { entry: BarEntry; onStart: (item: BarItem) => void }) {
  const { t } = useTranslation(['adminProjects', 'errors']);
  const styles = useStyles();
  const id = useId();
  const label = t(barItemKeys[entry.item]);
  if (entry.refusal === null) return <MenuItem onClick={() => onStart(entry.item)}>{label}</MenuItem>;
  return (
    <MenuItem
      disabled
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-reason`}
      subText={{
        id: `${id}-reason`,
        className: styles.reason,
        children: barRefusalText(entry.refusal, t),
      }}
    >
      {/* The content holds the reason too (Fluent renders it inside): the name is the label alone. */}
      <span id={`${id}-label`}>{label}</span>
    </MenuItem>
  );
}
