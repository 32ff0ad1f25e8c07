import { useParams } from 'react-router';
import { useEntity } from '../../../db/hooks/use-entity';

/** The referrer of the URL, or a loading or "cannot be found" screen. */
export function useReferrerOfUrl() {
  const { businessReferrerId } = useParams();
  return useEntity('businessReferrers', businessReferrerId);
}
