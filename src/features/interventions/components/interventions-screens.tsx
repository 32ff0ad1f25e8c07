import { InterventionListScreen as ListScreen } from './intervention-list-screen';
import { InterventionScreen as DetailScreen } from './intervention-screen';

/** The four admin routes of spec section 2, for the route table. */
export function VerificationListScreen() {
  return <ListScreen kind="verifications" />;
}

export function InterventionListScreen() {
  return <ListScreen kind="interventions" />;
}

export function VerificationScreen() {
  return <DetailScreen kind="verifications" />;
}

export function InterventionScreen() {
  return <DetailScreen kind="interventions" />;
}
