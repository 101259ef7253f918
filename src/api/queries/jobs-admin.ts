// Query factories of Scheduled Jobs (issue 24): the platform's schedules, one schedule, its runs; and the
// operator's controls (run now, pause, resume, retry a dead run).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { jobsAdminApi } from '../contract/jobs-admin';

export const jobsAdminQueries = {
  all: () => ['jobs-admin'] as const,
  schedules: () =>
    queryOptions({
      queryKey: [...jobsAdminQueries.all(), 'schedules'] as const,
      queryFn: () => callEndpoint(jobsAdminApi.listSchedules),
    }),
  schedule: (name: string) =>
    queryOptions({
      queryKey: [...jobsAdminQueries.all(), 'schedule', name] as const,
      queryFn: () => callEndpoint(jobsAdminApi.getSchedule, { params: { name } }),
    }),
  runs: (name: string, query: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...jobsAdminQueries.all(), 'runs', name, query] as const,
      queryFn: () => listEndpoint(jobsAdminApi.listRuns, { params: { name }, query }),
    }),
  runCount: (name: string) =>
    queryOptions({
      queryKey: [...jobsAdminQueries.all(), 'runs-count', name] as const,
      queryFn: () => countEndpoint(jobsAdminApi.countRuns, { params: { name } }),
    }),
};

const invalidateAll = (client: import('@tanstack/react-query').QueryClient) => client.invalidateQueries({ queryKey: jobsAdminQueries.all() });

export const jobsAdminMutations = {
  runNow: () =>
    mutationOptions({
      mutationKey: [...jobsAdminQueries.all(), 'run-now'],
      mutationFn: (name: string) => callEndpoint(jobsAdminApi.runNow, { params: { name } }),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
  setPaused: () =>
    mutationOptions({
      mutationKey: [...jobsAdminQueries.all(), 'pause'],
      mutationFn: ({ name, paused }: { name: string; paused: boolean }) =>
        callEndpoint(paused ? jobsAdminApi.pauseSchedule : jobsAdminApi.resumeSchedule, { params: { name } }),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
  retry: () =>
    mutationOptions({
      mutationKey: [...jobsAdminQueries.all(), 'retry'],
      mutationFn: ({ name, id }: { name: string; id: string }) => callEndpoint(jobsAdminApi.retryRun, { params: { name, id } }),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
};
