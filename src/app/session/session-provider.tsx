// Runs the session machine with its real effects (storage, navigation, query cache) and gives the
// app the signed-in user, the account details and the access context (spec part 1 §3, §4, §8).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { FEATURE_FLAGS, isBillingEnabled, type AccountDetails, type FeatureFlag } from '../../api/contract/accounts';
import type { AccessContext } from '../../api/contract/access';
import type { SessionResponse } from '../../api/contract/auth';
import { setAuthHandlers, setSessionSource } from '../../api/client';
import { accountQueries } from '../../api/queries/accounts';
import { sessionMachine } from '../../machines/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { parseStoredUser, sessionFromResponse, type Session } from '../../lib/stored-user';
import { useToast } from '../../ui/toast';
import { SetupGuideProvider } from '../setup-guide/use-setup-guide';
import { SessionContext, type SessionValue } from './session-context';
import { clearSetupState, useCompanySwitch } from './use-company-switch';

function readStoredSession(): Session | null {
  return parseStoredUser(localStorage.getItem(STORAGE_KEYS.user));
}

function accessOf(session: Session, account: AccountDetails): AccessContext {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, account[flag]])) as Record<FeatureFlag, boolean>;
  return { role: session.claims.role, flags, billing: isBillingEnabled(account), onProviderAccount: account.is_provider };
}

/** Rendered inside the router, the QueryClientProvider and the ToastProvider. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);
  useLayoutEffect(() => {
    locationRef.current = location;
  }, [location]);
  const [initial] = useState(readStoredSession);

  const actorRef = useActorRef(
    sessionMachine.provide({
      actions: {
        persistSession: (_, { session }) => localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user)),
        clearSession: () => {
          localStorage.removeItem(STORAGE_KEYS.user);
          clearSetupState();
          queryClient.clear();
        },
        redirectToLogin: (_, { reason }) => {
          // After an expiry or a 401 the sign-in page may bring the user back to where they were.
          const from = reason === 'signOut' ? undefined : locationRef.current;
          navigate('/login', { replace: true, state: from ? { from } : undefined });
        },
      },
    }),
    { input: { session: initial, now: () => Date.now() } },
  );
  const session = useSelector(actorRef, (snapshot) => snapshot.context.session);

  // Registered before any child's effect can send a request.
  useLayoutEffect(() => {
    const removeSource = setSessionSource(() => actorRef.getSnapshot().context.session?.user ?? null);
    const removeHandlers = setAuthHandlers({
      onUnauthorized: () => actorRef.send({ type: 'session.unauthorized' }),
      onForbidden: () => navigate('/unauthorized', { replace: true }),
    });
    return () => {
      removeSource();
      removeHandlers();
    };
  }, [actorRef, navigate]);

  // A sign-out, sign-in or company switch in another tab reaches this one through the shared storage.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== localStorage || (event.key !== null && event.key !== STORAGE_KEYS.user)) return;
      const next = parseStoredUser(event.key === null ? null : event.newValue);
      const current = actorRef.getSnapshot().context.session;
      if (!next) {
        if (current) actorRef.send({ type: 'session.endedElsewhere' });
      } else if (!current) {
        actorRef.send({ type: 'session.signIn', session: next });
      } else if (next.user.token !== current.user.token) {
        actorRef.send({ type: 'session.replace', session: next });
        if (next.user.account_id !== current.user.account_id) void queryClient.resetQueries();
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actorRef, queryClient]);

  const accountQuery = useQuery({ ...accountQueries.details(session?.user.account_id ?? ''), enabled: session !== null });
  const account = session ? accountQuery.data : undefined;

  const replaceSession = useCallback((next: Session) => actorRef.send({ type: 'session.replace', session: next }), [actorRef]);
  const { switching, switchCompany } = useCompanySwitch({ replaceSession, toast });

  const signIn = useCallback(
    (res: SessionResponse) => {
      actorRef.send({ type: 'session.signIn', session: sessionFromResponse(res) });
    },
    [actorRef],
  );
  const signOut = useCallback(() => actorRef.send({ type: 'session.signOut' }), [actorRef]);

  const value = useMemo<SessionValue>(() => {
    const access = session && account ? accessOf(session, account) : null;
    return {
      status: !session ? 'signedOut' : access ? 'ready' : 'loading',
      user: session?.user ?? null,
      claims: session?.claims ?? null,
      account,
      access,
      signIn,
      signOut,
      switchCompany,
      switching,
    };
  }, [session, account, signIn, signOut, switchCompany, switching]);

  return (
    <SessionContext.Provider value={value}>
      <SetupGuideProvider>{children}</SetupGuideProvider>
    </SessionContext.Provider>
  );
}

