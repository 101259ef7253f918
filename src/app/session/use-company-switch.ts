// The React boundary of the company-switch machine: the real call and effects are injected here.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { companySwitchMachine, type SwitchResult } from '../../machines/company-switch';
import { switchAccountRequest } from '../../api/queries/auth';
import { fetchAccountDetails } from '../../api/queries/accounts';
import { sessionFromResponse, type Session } from '../../lib/stored-user';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { UseToast } from '../../ui/toast';
import { resetNavigation } from '../layout/navigation-state';

/** spec part 1 §4: the setup state of the company left behind is forgotten. */
export function clearSetupState(storage: Storage = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_KEYS.setupPrefix)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

async function switchCompany(clientId: string): Promise<SwitchResult> {
  const session = sessionFromResponse(await switchAccountRequest(clientId));
  const account = await fetchAccountDetails(session.user);
  return { session, account };
}

export function useCompanySwitch(deps: { replaceSession: (session: Session) => void; toast: UseToast }) {
  const { replaceSession, toast } = deps;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('session');

  const actorRef = useActorRef(
    companySwitchMachine.provide({
      actors: {
        switchCompany: fromPromise<SwitchResult, { clientId: string }>(({ input }) => switchCompany(input.clientId)),
      },
      actions: {
        replaceSession: (_, { session }) => replaceSession(session),
        resetSetupState: () => clearSetupState(),
        resetNavigation: () => resetNavigation(),
        clearQueryCache: () => queryClient.clear(),
        notifySwitched: () => toast({ title: t('switched'), kind: 'success' }),
        notifyFailure: (_, { message }) => toast({ title: t('switchFailed'), description: message, kind: 'error' }),
        navigateTo: (_, { path }) => navigate(path),
      },
    }),
  );
  const switching = useSelector(actorRef, (snapshot) => snapshot.matches('switching'));
  const start = useCallback((clientId: string) => actorRef.send({ type: 'company.switch', clientId }), [actorRef]);
  return { switching, switchCompany: start };
}
