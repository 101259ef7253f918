// Sign-in, sign-up and company-switch calls (spec part 1 §7). Sign-in and sign-up expect 401, 409 and
// 429 as answers, and the switch shows its 403 itself: none of them take the global 401/403 routing.
import { mutationOptions } from '@tanstack/react-query';
import { sessionResponse, type SigninBody, type SignupBody } from '../contract/auth';
import { request } from '../client';

export function signInRequest(body: SigninBody) {
  return request('POST', '/auth/signin', { body, schema: sessionResponse, globalErrors: false });
}

export function signUpRequest(body: SignupBody) {
  return request('POST', '/signup', { body, schema: sessionResponse, globalErrors: false });
}

export function switchAccountRequest(clientId: string) {
  return request('POST', '/auth/update', { body: { client_id: clientId }, schema: sessionResponse, globalErrors: false });
}

export const authMutations = {
  signIn: () => mutationOptions({ mutationKey: ['auth', 'signIn'], mutationFn: signInRequest }),
  signUp: () => mutationOptions({ mutationKey: ['auth', 'signUp'], mutationFn: signUpRequest }),
};
