import { useEffect, useRef, useState } from 'react';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import {
  isSsoClientKey,
  ssoErrorParam,
  ssoNextParam,
  ssoResultParam,
  ssoSignedIn,
  type SsoClientKey,
} from '../../../domain/auth/sso.schema';
import type { Session } from '../../../domain/auth/auth.schema';
import { readErrorCode, type ErrorCode } from '../../../domain/errors';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { claimSsoSession, fetchSsoPartners, ssoRedirectUrl } from '../../../lib/sso-api';
import { useOnline } from '../../../lib/use-online';
import { LoadingScreen } from '../../../ui/loading-screen';
import { SsoFailure } from './sso-failure';

/** A refusal of the partners list or of the claim reads as the spec's SSO text, unless it says more. */
function failureCode(error: unknown): ErrorCode {
  return error instanceof ApiError && error.code === 'sso/unknown_client' ? error.code : 'sso/failed';
}

/**
 * `/login/sso-redirect/{ssoClient}` (spec section 2): on the way out, sends the browser to the
 * partner's provider (through the server, which keeps the sign-in's secrets); on the way back, takes
 * the new session and lands on the role's home, or shows why not with a retry (spec section 8).
 */
export function SsoRedirectScreen() {
  const { ssoClient = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const returned = searchParams.get(ssoErrorParam);
  const next = searchParams.get(ssoNextParam);
  const known = isSsoClientKey(ssoClient);
  const code = failure ?? (returned !== null ? readErrorCode(returned) : known ? null : 'sso/unknown_client');

  function retry() {
    setFailure(null);
    const query = next === null ? '' : `?${new URLSearchParams({ [ssoNextParam]: next }).toString()}`;
    navigate(`${generatePath(paths.ssoRedirect, { ssoClient })}${query}`, { replace: true });
  }

  if (code !== null || !known)
    return <SsoFailure code={code ?? 'sso/unknown_client'} onRetry={known ? retry : undefined} />;
  if (!online) return <SsoFailure code="sso/failed" offline onRetry={retry} />;
  return searchParams.get(ssoResultParam) === ssoSignedIn ? (
    <ClaimSession next={next} onFailure={setFailure} />
  ) : (
    <LeaveForProvider ssoClient={ssoClient} next={next} onFailure={setFailure} />
  );
}

function LeaveForProvider({
  ssoClient,
  next,
  onFailure,
}: {
  ssoClient: SsoClientKey;
  next: string | null;
  onFailure: (code: ErrorCode) => void;
}) {
  useEffect(() => {
    const controller = new AbortController();
    // A key the server does not configure stays here with its message, rather than leaving for a 404.
    fetchSsoPartners(controller.signal).then(
      (partners) => {
        if (partners.some((partner) => partner.key === ssoClient))
          window.location.assign(ssoRedirectUrl(ssoClient, next));
        else onFailure('sso/unknown_client');
      },
      (error: unknown) => {
        if (!controller.signal.aborted) onFailure(failureCode(error));
      },
    );
    return () => controller.abort();
  }, [ssoClient, next, onFailure]);
  return <LoadingScreen />;
}

function ClaimSession({ next, onFailure }: { next: string | null; onFailure: (code: ErrorCode) => void }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  // The claim is taken once: a second call finds the cookie gone. The ref outlives StrictMode's
  // second run of the effect, which then waits on the same answer.
  const claim = useRef<Promise<Session> | null>(null);
  useEffect(() => {
    let cancelled = false;
    claim.current ??= claimSsoSession();
    claim.current.then(
      (session) => {
        if (cancelled) return;
        signIn(session);
        const after = next === null ? '' : `?${new URLSearchParams({ next }).toString()}`;
        navigate(`${paths.redirectLoggedIn}${after}`, { replace: true });
      },
      (error: unknown) => {
        if (!cancelled) onFailure(failureCode(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [next, signIn, navigate, onFailure]);
  return <LoadingScreen />;
}
