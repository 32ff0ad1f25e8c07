import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { shownAmount } from '../../../domain/pricing';
import { useFormatDate, useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { billingTypeKeys, vatLabelKeys } from '../../../i18n/project-labels';
import { clientFacingStatusOf, type ClientFacingStatus } from '../../../domain/projects';
import { isEditableDraft } from '../lib/project-filters';
import type { ProjectListRow } from './use-project-list';

/** What one project's row or card shows, formatted once for both layouts. */
export interface RowView {
  id: string;
  name: string;
  /** A draft opens in the draft flow; any other project in its detail page. */
  href: string;
  status: ClientFacingStatus;
  /** In the order of RowViews.factLabels. */
  facts: string[];
  /** What the client pays: per month first when rented. */
  total: string;
  /** Under it, when rented: the whole rental's total. */
  rentalTotal: string | null;
}

export interface RowViews {
  /** The plain facts each project shows between its status and its total (size, city, dates...). */
  factLabels: string[];
  viewOf: (row: ProjectListRow) => RowView;
}

/** What the table and the cards take: the same views, laid out for the screen's width. */
export interface ProjectListProps {
  label: string;
  factLabels: readonly string[];
  views: readonly RowView[];
}

/** The team's list also names who created each project. */
export function useRowViews(withCreator: boolean): RowViews {
  const { t } = useTranslation('projectList');
  const [preference] = useVatPreference();
  const money = useFormatMoney();
  const date = useFormatDate('date');
  const vat = t(vatLabelKeys[preference]);
  const factLabels = [
    t('columns.size'),
    t('columns.billing'),
    t('columns.city'),
    t('columns.created'),
    t('columns.updated'),
    ...(withCreator ? [t('columns.creator')] : []),
  ];
  const viewOf = ({ project, totals, rentMonths, creator }: ProjectListRow): RowView => {
    const total = money(shownAmount(totals.total, preference));
    const creatorName = creator ? `${creator.firstName} ${creator.lastName}`.trim() : t('unknown_creator');
    return {
      id: project.id,
      name: project.name,
      href: generatePath(isEditableDraft(project) ? paths.projectDraft : paths.projectDetail, {
        projectId: project.id,
      }),
      status: clientFacingStatusOf(project),
      facts: [
        project.projectType ?? t('not_set'),
        t(billingTypeKeys[project.billingType]),
        project.address.city || t('not_set'),
        date(project.createdAt),
        date(project.updatedAt),
        ...(withCreator ? [creatorName] : []),
      ],
      total:
        totals.monthly === null
          ? t('total', { amount: total, vat })
          : t('monthly_headline', {
              amount: money(shownAmount(totals.monthly, preference)),
              vat,
              count: rentMonths,
            }),
      rentalTotal: totals.monthly === null ? null : t('rental_total', { amount: total, vat }),
    };
  };
  return { factLabels, viewOf };
}
