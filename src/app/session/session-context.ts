import { createContext } from 'react';
import type { AccessContext } from '../../api/contract/access';
import type { AccountDetails } from '../../api/contract/accounts';
import type { SessionResponse, TokenClaims } from '../../api/contract/auth';
import type { StoredUser } from '../../lib/stored-user';

export type SessionStatus = 'signedOut' | 'loading' | 'ready';

export interface SessionValue {
  /** signedOut; loading while the account details of a signed-in user are fetched; ready after */
  status: SessionStatus;
  user: StoredUser | null;
  claims: TokenClaims | null;
  account: AccountDetails | undefined;
  /** non-null only when ready */
  access: AccessContext | null;
  signIn(res: SessionResponse): void;
  signOut(): void;
  switchCompany(clientId: string): void;
  switching: boolean;
}

export const SessionContext = createContext<SessionValue | null>(null);
