import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeTitleKey } from '../../../app/paths';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { useCrumbName } from '../hooks/use-crumb-name';

// On a phone a trail with an id in it is wider than the screen: the trail wraps, and an id, one long
// word, ends in an ellipsis (its full text stays in the title) rather than pushing the page sideways.
const useStyles = makeStyles({
  list: { flexWrap: 'wrap' },
  item: { minWidth: 0, maxWidth: '100%' },
  button: { minWidth: 0, maxWidth: '100%' },
  id: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export function Breadcrumbs() {
  const styles = useStyles();
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb aria-label={t('breadcrumb_label')} size="small" list={{ className: styles.list }}>
      {crumbs.map((crumb, index) => {
        const current = index === crumbs.length - 1;
        return (
          <Fragment key={crumb.to}>
            {index > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem className={styles.item}>
              <BreadcrumbButton
                className={styles.button}
                title={crumb.kind === 'id' ? crumb.value : undefined}
                current={current}
                href={crumb.to}
                onClick={(event) => {
                  event.preventDefault();
                  if (!current) navigate(crumb.to);
                }}
              >
                {crumb.kind === 'id' ? (
                  <IdCrumbText param={crumb.param} id={crumb.value} />
                ) : (
                  t(routeTitleKey(crumb.route))
                )}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}

/**
 * An id segment: the raw id (spec section 2), with the name of what it is in front once known. One
 * text, so that on a narrow screen the ellipsis takes the end of the id and the name stays.
 */
function IdCrumbText({ param, id }: { param: string; id: string }) {
  const styles = useStyles();
  const { t } = useTranslation('nav');
  const name = useCrumbName(param, id);
  return (
    <span className={styles.id}>
      {name === undefined ? id : t('breadcrumb_named', { name, id, interpolation: { escapeValue: false } })}
    </span>
  );
}
