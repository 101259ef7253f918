// Query factories of agent releases and canary plans (issue 24): versions with their builds, the rollout per
// company, canary plans with their live rollout; and the changes, each invalidating the whole area (a release
// changes what every plan and company row shows).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import {
  releasesApi,
  type BuildBody,
  type CanaryAction,
  type CreateVersionBody,
  type PlanBody,
  type PlanCompaniesQuery,
  type PlanListQuery,
  type ReleaseAction,
  type RolloutQuery,
  type UpdateVersionBody,
  type VersionListQuery,
} from '../contract/releases';
import type { PlatformCode } from '../contract/catalog';

type Unpaged<T> = Omit<T, 'page' | 'size'>;

export const releaseQueries = {
  all: () => ['releases'] as const,
  versions: (query: VersionListQuery) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'versions', query] as const, queryFn: () => listEndpoint(releasesApi.listVersions, { query }) }),
  versionCount: (filters: Unpaged<VersionListQuery>) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'versions-count', filters] as const, queryFn: () => countEndpoint(releasesApi.countVersions, { query: filters }) }),
  version: (version: string) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'version', version] as const, queryFn: () => callEndpoint(releasesApi.getVersion, { params: { version } }) }),
  rollout: (query: RolloutQuery) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'rollout', query] as const, queryFn: () => listEndpoint(releasesApi.listRollout, { query }) }),
  rolloutCount: (filters: Unpaged<RolloutQuery>) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'rollout-count', filters] as const, queryFn: () => countEndpoint(releasesApi.countRollout, { query: filters }) }),
  summary: () => queryOptions({ queryKey: [...releaseQueries.all(), 'summary'] as const, queryFn: () => callEndpoint(releasesApi.getRolloutSummary) }),
  companies: (query: PlanCompaniesQuery) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'companies', query] as const, queryFn: () => listEndpoint(releasesApi.listPlanCompanies, { query }) }),
  plans: (query: PlanListQuery) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'plans', query] as const, queryFn: () => listEndpoint(releasesApi.listPlans, { query }) }),
  planCount: (filters: Unpaged<PlanListQuery>) =>
    queryOptions({ queryKey: [...releaseQueries.all(), 'plans-count', filters] as const, queryFn: () => countEndpoint(releasesApi.countPlans, { query: filters }) }),
  plan: (id: string) => queryOptions({ queryKey: [...releaseQueries.all(), 'plan', id] as const, queryFn: () => callEndpoint(releasesApi.getPlan, { params: { id } }) }),
  planRollout: (id: string) =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'plan-rollout', id] as const,
      queryFn: () => callEndpoint(releasesApi.getPlanRollout, { params: { id } }),
      // the rollout moves as agents call in: keep an open plan live
      refetchInterval: 15_000,
    }),
};

const invalidate = (_d: unknown, _e: unknown, _v: unknown, _r: unknown, context: { client: { invalidateQueries: (f: { queryKey: readonly unknown[] }) => Promise<void> } }) =>
  context.client.invalidateQueries({ queryKey: releaseQueries.all() });

const PLAN_ACTIONS = {
  start: releasesApi.startPlan,
  widen: releasesApi.widenPlan,
  pause: releasesApi.pausePlan,
  resume: releasesApi.resumePlan,
  rollback: releasesApi.rollbackPlan,
  complete: releasesApi.completePlan,
} as const;

export const releaseMutations = {
  /** 400 and 409 are shown on the form */
  createVersion: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'create-version'],
      mutationFn: (body: CreateVersionBody) => callEndpoint(releasesApi.createVersion, { body }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  updateVersion: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'update-version'],
      mutationFn: ({ version, body }: { version: string; body: UpdateVersionBody }) => callEndpoint(releasesApi.updateVersion, { params: { version }, body }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  putBuild: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'put-build'],
      mutationFn: ({ version, platform, body }: { version: string; platform: PlatformCode; body: BuildBody }) =>
        callEndpoint(releasesApi.putBuild, { params: { version, platform }, body }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  deleteBuild: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'delete-build'],
      mutationFn: ({ version, platform }: { version: string; platform: PlatformCode }) => callEndpoint(releasesApi.deleteBuild, { params: { version, platform } }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  /** release or withdraw; a 409 is shown in the confirmation */
  changeRelease: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'release'],
      mutationFn: ({ version, action }: { version: string; action: ReleaseAction }) =>
        callEndpoint(action === 'release' ? releasesApi.releaseVersion : releasesApi.withdrawVersion, { params: { version } }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  savePlan: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'save-plan'],
      mutationFn: ({ id, body }: { id?: string; body: PlanBody }) =>
        id ? callEndpoint(releasesApi.updatePlan, { params: { id }, body }, { globalErrors: false }) : callEndpoint(releasesApi.createPlan, { body }, { globalErrors: false }),
      onSettled: invalidate,
    }),
  changePlan: () =>
    mutationOptions({
      mutationKey: [...releaseQueries.all(), 'plan-action'],
      mutationFn: ({ id, action }: { id: string; action: CanaryAction }) => callEndpoint(PLAN_ACTIONS[action], { params: { id } }, { globalErrors: false }),
      onSettled: invalidate,
    }),
};
