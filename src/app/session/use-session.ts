import { useContext } from 'react';
import { SessionContext, type SessionValue } from './session-context';

export type { StoredUser } from '../../lib/stored-user';
export type { SessionStatus, SessionValue } from './session-context';

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
