// Sign-in, sign-up and company-switch calls (spec part 1 §7). Sign-in and sign-up expect 401, 409 and
// 429 as answers, and the switch shows its 403 itself: none of them take the global 401/403 routing.
import { mutationOptions } from '@tanstack/react-query';
import { authApi, type SigninBody, type SignupBody } from '../contract/auth';
import { callEndpoint } from '../client';

const ownErrors = { globalErrors: false } as const;

export function switchAccountRequest(clientId: string) {
  return callEndpoint(authApi.switchAccount, { body: { client_id: clientId } }, ownErrors);
}

export const authMutations = {
  signIn: () => mutationOptions({ mutationKey: ['auth', 'signIn'], mutationFn: (body: SigninBody) => callEndpoint(authApi.signIn, { body }, ownErrors) }),
  signUp: () => mutationOptions({ mutationKey: ['auth', 'signUp'], mutationFn: (body: SignupBody) => callEndpoint(authApi.signUp, { body }, ownErrors) }),
};
