import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { landingFor } from '../../app/session/landing';
import { useSession } from '../../app/session/use-session';

/** Once the session is ready (account details loaded), go where the user was headed or to their landing page. */
export function useLandWhenReady(): void {
  const { status, access } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (status === 'ready' && access) navigate(landingFor(access, from), { replace: true });
  }, [status, access, from, navigate]);
}
