// Query factories of the provider actions across companies (issue 24 "Beyond the peers"): the app picker,
// the preview (a POST that writes nothing), the run, and the recorded runs.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { providerActionsApi, type ProviderActionBody } from '../contract/provider-actions';
import { providerQueries } from './provider';

export const providerActionQueries = {
  all: () => [...providerQueries.all(), 'actions'] as const,
  apps: (q: string) =>
    queryOptions({
      queryKey: [...providerActionQueries.all(), 'apps', q] as const,
      queryFn: () => callEndpoint(providerActionsApi.searchActionApps, { query: { q: q || undefined } }),
      staleTime: 60_000,
    }),
  runs: (query: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...providerActionQueries.all(), 'runs', query] as const,
      queryFn: () => listEndpoint(providerActionsApi.listActionRuns, { query }),
    }),
  runCount: () =>
    queryOptions({
      queryKey: [...providerActionQueries.all(), 'runs-count'] as const,
      queryFn: () => countEndpoint(providerActionsApi.countActionRuns),
    }),
  run: (id: string) =>
    queryOptions({
      queryKey: [...providerActionQueries.all(), 'run', id] as const,
      queryFn: () => callEndpoint(providerActionsApi.getActionRun, { params: { id } }),
    }),
};

export const providerActionMutations = {
  /** POST /provider/actions/preview: reads only; 400s are shown in the dialog */
  preview: () =>
    mutationOptions({
      mutationKey: [...providerActionQueries.all(), 'preview'],
      mutationFn: (body: ProviderActionBody) => callEndpoint(providerActionsApi.previewAction, { body }, { globalErrors: false }),
    }),
  /** POST /provider/actions: the companies' figures and flags change, so the whole provider cache goes */
  run: () =>
    mutationOptions({
      mutationKey: [...providerActionQueries.all(), 'run'],
      mutationFn: (body: ProviderActionBody) => callEndpoint(providerActionsApi.runAction, { body }, { globalErrors: false }),
      onSettled: (_d, _e, _v, _r, context) => context.client.invalidateQueries({ queryKey: providerQueries.all() }),
    }),
};
