import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEntity } from '../../../db/hooks/use-entity';
import { actorOfUser, type Team } from '../../../domain/access';
import { useSession } from '../../../lib/session/session-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { TeamPanel } from './team-panel';

/**
 * The team page of one team, titled with its organisation's name once the local store has it (the
 * office's staff have a title of their own).
 */
function TeamPage({ team, name }: { team: Team | null; name: string | undefined }) {
  const { t } = useTranslation('team');
  const { state } = useSession();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  if (team === null)
    return (
      <Page title={t('title_unknown')}>
        <Text>{t('missing')}</Text>
      </Page>
    );
  return (
    <Page
      title={
        team.kind === 'office'
          ? t('title_office')
          : name === undefined
            ? t('title_unknown')
            : t('title', { name })
      }
    >
      <TeamPanel team={team} actor={actorOfUser(state.user)} />
    </Page>
  );
}

function ClientTeam({ clientId }: { clientId: string | undefined }) {
  const client = useEntity('clients', clientId);
  if (client.loading) return <LoadingScreen />;
  return <TeamPage team={clientId ? { kind: 'client', clientId } : null} name={client.data?.name} />;
}

function ReferrerTeam({ referrerId }: { referrerId: string | null | undefined }) {
  const referrer = useEntity('businessReferrers', referrerId ?? undefined);
  if (referrer.loading) return <LoadingScreen />;
  return <TeamPage team={referrerId ? { kind: 'referrer', referrerId } : null} name={referrer.data?.name} />;
}

/** `/admin/clients/{clientId}/users` and `/team/{clientId}` (a client's own administrators). */
export function ClientTeamScreen() {
  const { clientId } = useParams();
  return <ClientTeam clientId={clientId} />;
}

/** `/admin/referrers/{businessReferrerId}/users`. */
export function AdminReferrerTeamScreen() {
  const { businessReferrerId } = useParams();
  return <ReferrerTeam referrerId={businessReferrerId} />;
}

/** `/br/team`: the referrer admin's own team. */
export function ReferrerTeamScreen() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  return <ReferrerTeam referrerId={state.user.business_referrer?._id} />;
}

const officeTeam: Team = { kind: 'office' };

/** `/admin/users`: the office's own staff, under the same page and rules as every other team. */
export function OfficeTeamScreen() {
  return <TeamPage team={officeTeam} name={undefined} />;
}
