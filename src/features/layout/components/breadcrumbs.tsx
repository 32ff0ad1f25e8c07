import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeTitleKey } from '../../../app/paths';
import { breadcrumbTrail } from '../breadcrumb-trail';

export function Breadcrumbs() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb aria-label={t('breadcrumb_label')} size="small">
      {crumbs.map((crumb, index) => {
        const current = index === crumbs.length - 1;
        return (
          <Fragment key={crumb.to}>
            {index > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem>
              <BreadcrumbButton
                current={current}
                href={crumb.to}
                onClick={(event) => {
                  event.preventDefault();
                  if (!current) navigate(crumb.to);
                }}
              >
                {crumb.kind === 'id' ? crumb.value : t(routeTitleKey(crumb.route))}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
