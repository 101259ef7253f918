// The React boundary of the setup-guide machine (src/machines/setup-guide), beside the session's own in
// src/app/session (machines import no app code, so their providers live here): the real calls, the redirect, the Dashboard-leaving
// signal and the company switch are wired here; the header and the guide's screens read the result.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { canChangeSettings } from '../../api/contract/access';
import type { AccountStatus } from '../../api/contract/accounts';
import type { SetupStatus, SetupStepId } from '../../api/contract/setup';
import { fetchAccountStatus, setupQueries, startSetupRequest } from '../../api/queries/setup';
import { matchRoute } from '../routes/table';
import { useSession } from '../session/use-session';
import { linkTo } from '../../lib/links';
import { setupGuideMachine } from '../../machines/setup-guide/setup-guide';

export interface SetupGuideValue {
  /** the session may use the guide (the Settings area: account admins) */
  enabled: boolean;
  loaded: boolean;
  badge: number;
  remaining: readonly SetupStepId[];
  dismissed: boolean;
  hidden: boolean;
  /** after a step or preference call: the server's new status, for the cache and the badge */
  applyStatus(status: SetupStatus): void;
}

const SetupGuideContext = createContext<SetupGuideValue | null>(null);

const OUTSIDE: SetupGuideValue = { enabled: false, loaded: false, badge: 0, remaining: [], dismissed: false, hidden: false, applyStatus: () => {} };

export function useSetupGuide(): SetupGuideValue {
  return useContext(SetupGuideContext) ?? OUTSIDE;
}

export function SetupGuideProvider({ children }: { children: ReactNode }) {
  const { access, account, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const accountId = user?.account_id ?? '';
  const accountRef = useRef(accountId);
  useEffect(() => {
    accountRef.current = accountId;
  }, [accountId]);

  const actorRef = useActorRef(
    setupGuideMachine.provide({
      actors: {
        // Always a fresh answer: the spec fetches the visited steps each time the Dashboard is left.
        fetchSetupStatus: fromPromise<SetupStatus>(() => queryClient.fetchQuery({ ...setupQueries.status(accountRef.current), staleTime: 0 })),
        fetchAccountStatus: fromPromise<AccountStatus>(() => fetchAccountStatus()),
        markSetupStarted: fromPromise<unknown>(() => startSetupRequest()),
      },
      actions: { redirectToSetupGuide: () => navigate(linkTo('setup-guide')) },
    }),
  );

  // the guide is the Settings area (its route's gate); guard.test.ts keeps the two equal
  const enabled = canChangeSettings(access);
  const mdm = account?.enable_mdm ?? false;
  const vpn = account?.enable_vpn ?? false;
  // spec part 1 §4: a company switch (a new account id) resets the guide; the new company loads afresh.
  useEffect(() => {
    actorRef.send({ type: 'setup.reset' });
    if (enabled && accountId) actorRef.send({ type: 'setup.load', flags: { enable_mdm: mdm, enable_vpn: vpn } });
  }, [actorRef, enabled, accountId, mdm, vpn]);

  // spec part 2 §4: the check runs on leaving the Dashboard.
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const current = matchRoute(location.pathname)?.route.id;
    if (previous.current === 'dashboard' && current !== 'dashboard' && enabled) actorRef.send({ type: 'dashboard.left' });
    previous.current = current;
  }, [location.pathname, actorRef, enabled]);

  const context = useSelector(actorRef, (s) => s.context);
  const applyStatus = useCallback(
    (status: SetupStatus) => {
      queryClient.setQueryData(setupQueries.status(accountRef.current).queryKey, status);
      actorRef.send({ type: 'setup.statusChanged', status });
    },
    [actorRef, queryClient],
  );
  const value = useMemo<SetupGuideValue>(
    () => ({
      enabled,
      loaded: context.loaded,
      badge: context.badge,
      remaining: context.remaining,
      dismissed: context.dismissed,
      hidden: context.hidden,
      applyStatus,
    }),
    [enabled, context, applyStatus],
  );
  return <SetupGuideContext.Provider value={value}>{children}</SetupGuideContext.Provider>;
}
