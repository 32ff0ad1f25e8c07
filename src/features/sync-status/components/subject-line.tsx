import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChangeSubject } from '../../../db/change-subject';
import { useRoomLabel } from '../../../i18n/room-labels';

/** What a change was about, as a person recognises it: the furniture, the room, the project. */
export function SubjectLine({ subject }: { subject: ChangeSubject | undefined }) {
  const { t } = useTranslation('conflicts');
  const roomLabel = useRoomLabel();
  const parts = [
    subject?.furniture === undefined ? null : t('conflicts:subject.furniture', { name: subject.furniture }),
    subject?.room === undefined
      ? null
      : t('conflicts:subject.room', { name: roomLabel({ name: subject.room, kind: subject.roomKind }) }),
    subject?.project === undefined ? null : t('conflicts:subject.project', { name: subject.project }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : <Text>{parts.join(' · ')}</Text>;
}
