import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../domain/entities/project.schema';
import { quoteValidUntil } from '../../../../domain/projects';
import { useFormatDate } from '../../../../i18n/use-format';

/** "Valid until 23 Dec 2026" once submitted; before, that it will hold one month from submission. */
export function useQuoteValidity(project: Pick<Project, 'submittedAt'>): string {
  const { t } = useTranslation('quote');
  const formatDate = useFormatDate('date');
  if (project.submittedAt === null) return t('validity.from_submission');
  return t('validity.until', { date: formatDate(quoteValidUntil(project.submittedAt)) });
}
