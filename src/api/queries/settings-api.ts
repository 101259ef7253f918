// Query factories and changes of the Settings screens of issue 27: API tokens (/api-setting), agent
// settings (/copilot), Copilot Messages (/copilot-messages) and About (/about), all through the contract.
// A settings or message change moves the policy version, so it also refreshes the policy status.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../client';
import { aboutApi, agentSettingsApi, apiTokensApi, type AgentSettingsValues, type CopilotMessageText, type CreateApiTokenBody, type MessageKind } from '../contract/settings-api';
import { policyStatusQueries } from './policy-status';

export const settingsApiQueries = {
  all: () => ['settings-api'] as const,
  tokens: () =>
    queryOptions({ queryKey: [...settingsApiQueries.all(), 'tokens'] as const, queryFn: ({ signal }) => callEndpoint(apiTokensApi.listApiTokens, {}, { signal }) }),
  agentSettings: () =>
    queryOptions({ queryKey: [...settingsApiQueries.all(), 'agent-settings'] as const, queryFn: ({ signal }) => callEndpoint(agentSettingsApi.getAgentSettings, {}, { signal }) }),
  messages: () =>
    queryOptions({ queryKey: [...settingsApiQueries.all(), 'messages'] as const, queryFn: ({ signal }) => callEndpoint(agentSettingsApi.getCopilotMessages, {}, { signal }) }),
  about: () =>
    queryOptions({ queryKey: [...settingsApiQueries.all(), 'about'] as const, queryFn: ({ signal }) => callEndpoint(aboutApi.getAbout, {}, { signal }), staleTime: 60_000 }),
};

async function invalidate(client: QueryClient): Promise<void> {
  await Promise.all([settingsApiQueries, policyStatusQueries].map((f) => client.invalidateQueries({ queryKey: f.all() })));
}

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...settingsApiQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidate(context.client),
  });
}

export const settingsApiMutations = {
  createToken: () => change('create-token', (body: CreateApiTokenBody) => callEndpoint(apiTokensApi.createApiToken, { body }, { globalErrors: false })),
  revokeToken: () => change('revoke-token', (id: string) => callEndpoint(apiTokensApi.revokeApiToken, { params: { id } })),
  updateAgentSettings: () => change('update-agent-settings', (body: AgentSettingsValues) => callEndpoint(agentSettingsApi.updateAgentSettings, { body }, { globalErrors: false })),
  updateMessage: () =>
    change('update-message', ({ kind, body }: { kind: MessageKind; body: CopilotMessageText }) => callEndpoint(agentSettingsApi.updateCopilotMessage, { params: { kind }, body }, { globalErrors: false })),
  resetMessage: () => change('reset-message', (kind: MessageKind) => callEndpoint(agentSettingsApi.resetCopilotMessage, { params: { kind } })),
};
