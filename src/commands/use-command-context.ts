// Builds what commands need from the session and the shell, once per change of those.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session/use-session';
import { useToast } from '../ui/toast';
import type { CommandContext } from './types';

export type BaseContext = Omit<CommandContext, 'search'>;

export function useBaseContext(): BaseContext | null {
  const { access, user, account, signOut, switchCompany } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('commands');
  const toast = useToast();
  return useMemo(() => {
    if (!access || !user) return null;
    return {
      access,
      user,
      account,
      t,
      navigate: (href: string) => navigate(href),
      switchCompany,
      signOut,
      notify: (title: string, kind: 'success' | 'error') => toast({ title, kind }),
    };
  }, [access, user, account, t, navigate, switchCompany, signOut, toast]);
}
