import type { TFunction } from 'i18next';
import { exhaustive } from '../../../domain/enums';
import { errorKeys } from '../../../i18n/error-labels';
import type { BarRefusal } from './admin-actions';
import { requirementKeys } from './labels';

/** Why an item of the editor's bar cannot run now, in the words said next to it. */
export function barRefusalText(refusal: BarRefusal, t: TFunction<['adminProjects', 'errors']>): string {
  switch (refusal.reason) {
    case 'client':
      return t('adminProjects:actions.refused_client');
    case 'unsaved':
      return t('adminProjects:actions.refused_unsaved');
    case 'missing':
      return t('adminProjects:actions.refused_missing', {
        fields: refusal.fields.map((field) => t(requirementKeys[field])).join(', '),
      });
    case 'code':
      return t(errorKeys(refusal.code).messageKey);
    default:
      return exhaustive(refusal);
  }
}
