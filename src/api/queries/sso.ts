// Single sign-on calls (issue 25, spec part 1 §7): the providers the sign-in page offers, starting and
// finishing a sign-in, and a company's connection settings. The sign-in calls show their own errors
// (spec part 1 §8), so they skip the global 401/403 routing.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../client';
import { ssoApi, type SsoConfigBody, type SsoFinishBody, type SsoKind, type SsoStartBody } from '../contract/sso';

const ownErrors = { globalErrors: false } as const;

const START = { google: ssoApi.googleSigninUrl, microsoft: ssoApi.microsoftSigninUrl, okta: ssoApi.oktaSigninUrl } as const;
const FINISH = { google: ssoApi.googleSignin, microsoft: ssoApi.microsoftSignin, okta: ssoApi.oktaSignin } as const;

export function startSsoSignin(kind: SsoKind, body: SsoStartBody = {}) {
  return callEndpoint(START[kind], { body }, ownErrors);
}

export function finishSsoSignin(kind: SsoKind, body: SsoFinishBody) {
  return callEndpoint(FINISH[kind], { body }, ownErrors);
}

export const ssoQueries = {
  all: () => ['sso'] as const,
  providers: () => queryOptions({ queryKey: ['sso-providers'] as const, queryFn: () => callEndpoint(ssoApi.providers, undefined, ownErrors), staleTime: 60_000 }),
  config: (kind: SsoKind) => queryOptions({ queryKey: [...ssoQueries.all(), 'config', kind] as const, queryFn: () => callEndpoint(ssoApi.getConfig, { params: { kind } }) }),
};

export const ssoMutations = {
  save: (client: QueryClient, kind: SsoKind) =>
    mutationOptions({
      mutationKey: ['sso', 'save', kind],
      mutationFn: (body: SsoConfigBody) => callEndpoint(ssoApi.saveConfig, { params: { kind }, body }),
      onSuccess: (data) => {
        client.setQueryData(ssoQueries.config(kind).queryKey, data);
        void client.invalidateQueries({ queryKey: ['sso-providers'] });
      },
    }),
  remove: (client: QueryClient, kind: SsoKind) =>
    mutationOptions({
      mutationKey: ['sso', 'remove', kind],
      mutationFn: () => callEndpoint(ssoApi.deleteConfig, { params: { kind } }),
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: ssoQueries.all() });
        void client.invalidateQueries({ queryKey: ['sso-providers'] });
      },
    }),
};
