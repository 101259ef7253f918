// Sign-in, sign-up and company-switch calls (spec part 1 §7). Sign-in and sign-up expect 401, 409 and
// 429 as answers, and the switch shows its 403 itself: none of them take the global 401/403 routing.
// Issue 25: password reset, the second factor, login history and deleting the company.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress } from '../../ui/download-file';
import {
  accountAuthApi,
  authApi,
  LOGIN_HISTORY_FILE,
  loginHistoryApi,
  type AccountSecurity,
  type DeleteAccountBody,
  type LoginHistoryFilters,
  type MfaVerifyBody,
  type PasswordResetRequestBody,
  type ResetPasswordBody,
  type SigninBody,
  type SignupBody,
} from '../contract/auth';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';

const ownErrors = { globalErrors: false } as const;

export function switchAccountRequest(clientId: string) {
  return callEndpoint(authApi.switchAccount, { body: { client_id: clientId } }, ownErrors);
}

export const authMutations = {
  signIn: () => mutationOptions({ mutationKey: ['auth', 'signIn'], mutationFn: (body: SigninBody) => callEndpoint(authApi.signIn, { body }, ownErrors) }),
  signUp: () => mutationOptions({ mutationKey: ['auth', 'signUp'], mutationFn: (body: SignupBody) => callEndpoint(authApi.signUp, { body }, ownErrors) }),
  sendResetLink: () =>
    mutationOptions({ mutationKey: ['auth', 'sendResetLink'], mutationFn: (body: PasswordResetRequestBody) => callEndpoint(accountAuthApi.sendPasswordResetLink, { body }, ownErrors) }),
  resetPassword: () =>
    mutationOptions({ mutationKey: ['auth', 'resetPassword'], mutationFn: (body: ResetPasswordBody) => callEndpoint(accountAuthApi.resetPassword, { body }, ownErrors) }),
  verifyMfa: () => mutationOptions({ mutationKey: ['auth', 'verifyMfa'], mutationFn: (body: MfaVerifyBody) => callEndpoint(accountAuthApi.verifyMfa, { body }, ownErrors) }),
  enrolForChallenge: () =>
    mutationOptions({
      mutationKey: ['auth', 'enrolForChallenge'],
      mutationFn: (challenge: string) => callEndpoint(accountAuthApi.enrolMfaForChallenge, { body: { challenge } }, ownErrors),
    }),
  enrolMfa: () => mutationOptions({ mutationKey: ['auth', 'enrolMfa'], mutationFn: () => callEndpoint(accountAuthApi.enrolMfa, {}) }),
  confirmMfa: () => mutationOptions({ mutationKey: ['auth', 'confirmMfa'], mutationFn: (code: string) => callEndpoint(accountAuthApi.confirmMfa, { body: { code } }) }),
  disableMfa: () => mutationOptions({ mutationKey: ['auth', 'disableMfa'], mutationFn: (code: string) => callEndpoint(accountAuthApi.disableMfa, { body: { code } }) }),
  setAccountSecurity: () =>
    mutationOptions({ mutationKey: ['auth', 'accountSecurity'], mutationFn: (body: AccountSecurity) => callEndpoint(accountAuthApi.setAccountSecurity, { body }) }),
  deleteAccount: () =>
    mutationOptions({ mutationKey: ['auth', 'deleteAccount'], mutationFn: (body: DeleteAccountBody) => callEndpoint(accountAuthApi.deleteAccount, { body }, ownErrors) }),
};

export const authQueries = {
  mfaStatus: () => queryOptions({ queryKey: ['auth', 'mfa'], queryFn: () => callEndpoint(accountAuthApi.mfaStatus, {}) }),
  accountSecurity: () => queryOptions({ queryKey: ['auth', 'account-security'], queryFn: () => callEndpoint(accountAuthApi.getAccountSecurity, {}) }),
  /** GET /login-details: one page, or null when the call failed */
  loginHistory: (query: LoginHistoryFilters & { page: number; size: number }) =>
    queryOptions({ queryKey: ['auth', 'login-history', 'list', query], queryFn: () => listEndpoint(loginHistoryApi.listLoginHistory, { query }) }),
  loginHistoryCount: (filters: LoginHistoryFilters) =>
    queryOptions({ queryKey: ['auth', 'login-history', 'count', filters], queryFn: () => countEndpoint(loginHistoryApi.countLoginHistory, { query: filters }) }),
};

/** Every filtered sign-in attempt as LoginHistory.csv. */
export async function downloadLoginHistory(filters: LoginHistoryFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(loginHistoryApi.listLoginHistory, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(LOGIN_HISTORY_FILE, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}
