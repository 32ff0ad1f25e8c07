import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../domain/entities/project.schema';
import { exhaustive } from '../../../../domain/enums';
import { quoteValidity } from '../../../../domain/projects';
import { useFormatDate } from '../../../../i18n/use-format';

/** The quote's validity in words: one month from submission, until a day, or accepted. */
export function useQuoteValidity(project: Pick<Project, 'status' | 'submittedAt'>): string {
  const { t } = useTranslation('quote');
  const formatDate = useFormatDate('date');
  const validity = quoteValidity(project);
  switch (validity.kind) {
    case 'fromSubmission':
      return t('validity.from_submission');
    case 'until':
      return t('validity.until', { date: formatDate(validity.date) });
    case 'accepted':
      return t('validity.accepted');
    default:
      return exhaustive(validity);
  }
}
