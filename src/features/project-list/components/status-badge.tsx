import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clientFacingStatusKeys } from '../../../i18n/project-labels';
import type { ClientFacingStatus } from '../../../domain/projects';

/** The colour only echoes the text: what is still the client's, what waits, what is settled. */
const colours = {
  draft: 'informative',
  submitted: 'brand',
  quotation: 'warning',
  validation: 'warning',
  validated: 'success',
  done: 'success',
  cancelled: 'subtle',
} as const satisfies Record<ClientFacingStatus, BadgeProps['color']>;

export function StatusBadge({ status }: { status: ClientFacingStatus }) {
  const { t } = useTranslation('projectList');
  return (
    <Badge appearance="tint" color={colours[status]}>
      {t(clientFacingStatusKeys[status])}
    </Badge>
  );
}
