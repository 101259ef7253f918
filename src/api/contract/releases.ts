// Agent releases and canary plans (issue 24 "Agent releases", "Canary Plan"): the Copilot versions with their
// platform builds (the SuperAdmin manages them, /copilot-versions), the release overview per company
// (/copilot-release) and the staged rollouts (/canary, /add-canary). The agent learns its target version
// from its heartbeat (src/api/contract/agent.ts `update`). Operators reach every operated company by design.
import { z } from 'zod';
import { canManageReleases, isProviderOperator } from './access';
import { PLATFORM_CODES } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';
import { UPDATE_CHANNELS } from './settings-api';

// ---------- statuses and their transitions (pure: the server enforces them, the screens offer them) ----------

export const RELEASE_STATUSES = ['draft', 'released', 'withdrawn'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export const CANARY_STATUSES = ['draft', 'active', 'paused', 'completed', 'rolled_back'] as const;
export type CanaryStatus = (typeof CANARY_STATUSES)[number];
export const CANARY_TARGETS = ['percentage', 'companies'] as const;
export type CanaryTarget = (typeof CANARY_TARGETS)[number];
export const CANARY_ACTIONS = ['start', 'widen', 'pause', 'resume', 'rollback', 'complete'] as const;
export type CanaryAction = (typeof CANARY_ACTIONS)[number];
export const RELEASE_ACTIONS = ['release', 'withdraw'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** The plan states each action leaves from, and where it goes. A missing entry is refused (409). */
export const CANARY_TRANSITIONS: Readonly<Record<CanaryStatus, Partial<Record<CanaryAction, CanaryStatus>>>> = {
  draft: { start: 'active' },
  active: { widen: 'active', pause: 'paused', rollback: 'rolled_back', complete: 'completed' },
  paused: { resume: 'active', rollback: 'rolled_back' },
  completed: {},
  rolled_back: {},
};

export const RELEASE_TRANSITIONS: Readonly<Record<ReleaseStatus, Partial<Record<ReleaseAction, ReleaseStatus>>>> = {
  draft: { release: 'released' },
  released: { withdraw: 'withdrawn' },
  withdrawn: { release: 'released' },
};

const STATUS_WORDS: Record<CanaryStatus, string> = { draft: 'a draft', active: 'active', paused: 'paused', completed: 'completed', rolled_back: 'rolled back' };

export type Transition<S> = { ok: true; status: S; stage: number | null } | { ok: false; reason: string };

/** What an action does to a plan: its next status and stage index, or why it is refused. */
export function canaryTransition(plan: { status: CanaryStatus; current_stage: number | null; stages: readonly number[] }, action: CanaryAction): Transition<CanaryStatus> {
  const next = CANARY_TRANSITIONS[plan.status][action];
  if (!next) {
    if (action === 'widen' && plan.status === 'paused') return { ok: false, reason: 'The plan is paused: resume it before widening it.' };
    return { ok: false, reason: `The plan is ${STATUS_WORDS[plan.status]}: it cannot ${action === 'rollback' ? 'roll back' : action}.` };
  }
  const last = plan.stages.length - 1;
  const stage = plan.current_stage ?? 0;
  if (action === 'start') return { ok: true, status: next, stage: 0 };
  if (action === 'widen') {
    if (stage >= last) return { ok: false, reason: `The plan is already at its last stage (${plan.stages[last]}%): complete it.` };
    return { ok: true, status: next, stage: stage + 1 };
  }
  if (action === 'complete' && stage < last) return { ok: false, reason: `Widen the plan to its last stage (${plan.stages[last]}%) before completing it.` };
  return { ok: true, status: next, stage };
}

/** What release or withdraw does to a version, or why it is refused. */
export function releaseTransition(version: { status: ReleaseStatus; builds: number }, action: ReleaseAction): Transition<ReleaseStatus> {
  const next = RELEASE_TRANSITIONS[version.status][action];
  if (!next) return { ok: false, reason: action === 'release' ? 'This version is already released.' : 'Only a released version can be withdrawn.' };
  if (action === 'release' && version.builds === 0) return { ok: false, reason: 'Add at least one platform build before releasing this version.' };
  return { ok: true, status: next, stage: null };
}

/** Where an installer is served from: one folder per version. */
export const downloadPath = (version: string, fileName: string) => `/downloads/copilot/${version}/${fileName}`;

/** Compares two versions like 1.1.7 numerically: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

// ---------- schemas ----------

const count = z.number().int().min(0);
const text = (max: number) => z.string().trim().min(1).max(max);
export const VERSION_MESSAGE = 'Expected a version like 1.1.7.';
export const versionField = z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, VERSION_MESSAGE);
export const releaseStatusSchema = z.enum(RELEASE_STATUSES);
export const canaryStatusSchema = z.enum(CANARY_STATUSES);
export const platformSchema = z.enum(PLATFORM_CODES);

export const versionParams = z.object({ version: versionField });
export const buildParams = z.object({ version: versionField, platform: platformSchema });
export const planIdParams = z.object({ id: z.uuid() });

export const buildBody = z.object({
  file_name: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$/, 'Expected a file name of letters, digits, . _ + or - (at most 200).'),
  size_bytes: z.number().int().min(1).max(2 ** 40),
  sha256: z
    .string()
    .trim()
    .regex(/^[A-Fa-f0-9]{64}$/, 'Expected the SHA-256 as 64 hexadecimal characters.')
    .transform((v) => v.toLowerCase()),
});
export type BuildBody = z.infer<typeof buildBody>;

export const agentBuild = z.object({
  platform: platformSchema,
  file_name: z.string(),
  size_bytes: count,
  sha256: z.string(),
  download_path: z.string(),
});
export type AgentBuild = z.infer<typeof agentBuild>;

export const versionRow = z.object({
  version: z.string(),
  status: releaseStatusSchema,
  notes: z.string(),
  released_at: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** the platform codes with a build */
  platforms: z.array(platformSchema),
  /** non-infra endpoints of the operated companies that run this version now */
  endpoints: count,
  /** true for the newest released version: what every company not in a canary stage is offered */
  latest: z.boolean(),
});
export type VersionRow = z.infer<typeof versionRow>;

export const versionDetail = versionRow.extend({ builds: z.array(agentBuild) });
export type VersionDetail = z.infer<typeof versionDetail>;

export const versionListQuery = pageQuery.extend({
  q: z.string().trim().max(20).optional(),
  status: releaseStatusSchema.optional(),
});
export type VersionListQuery = z.infer<typeof versionListQuery>;

export const createVersionBody = z.object({
  version: versionField,
  notes: z.string().max(20_000).default(''),
  builds: z
    .array(buildBody.extend({ platform: platformSchema }))
    .max(PLATFORM_CODES.length)
    .default([])
    .refine((b) => new Set(b.map((x) => x.platform)).size === b.length, { message: 'One build per platform.' }),
});
export type CreateVersionBody = z.input<typeof createVersionBody>;

export const updateVersionBody = z.object({ notes: z.string().max(20_000) });
export type UpdateVersionBody = z.infer<typeof updateVersionBody>;

// ---------- rollout overview (/copilot-release) ----------

export const versionCount = z.object({ version: z.string(), count });

/** A company's automatic-update channel (issue 27): 'canary' is picked first by a plan's stages, 'off' is offered nothing. */
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export const companyRelease = z.object({
  id: z.string(),
  name: z.string(),
  /** what the company's endpoints are offered now: the canary version in an active stage, else the newest released; none on the 'off' channel */
  target_version: z.string().nullable(),
  /** the company's automatic-update channel (agent settings; 'stable' without settings): 'off' is offered nothing and is in no plan's pool */
  channel: z.enum(UPDATE_CHANNELS),
  /** the plan whose stage includes the company, if any */
  plan: z.object({ id: z.string(), name: z.string(), status: canaryStatusSchema }).nullable(),
  endpoints: count,
  on_target: count,
  versions: z.array(versionCount),
});
export type CompanyRelease = z.infer<typeof companyRelease>;

export const rolloutQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });
export type RolloutQuery = z.infer<typeof rolloutQuery>;

export const rolloutSummary = z.object({
  latest: z.string().nullable(),
  endpoints: count,
  on_latest: count,
  companies: count,
  versions: z.array(versionCount),
});
export type RolloutSummary = z.infer<typeof rolloutSummary>;

// ---------- canary plans ----------

export const STAGES_MESSAGE = 'Stages must widen: each one larger than the one before, from 1 to 100%, the last one 100%.';

export const planBody = z
  .object({
    name: text(100),
    version: versionField,
    target: z.enum(CANARY_TARGETS),
    stages: z.array(z.number().int().min(1).max(100)).min(1).max(10),
    company_ids: z.array(z.uuid()).max(1000).default([]),
  })
  .refine((b) => b.stages.every((s, i) => i === 0 || s > b.stages[i - 1]!) && b.stages[b.stages.length - 1] === 100, { message: STAGES_MESSAGE, path: ['stages'] })
  .refine((b) => b.target !== 'companies' || b.company_ids.length > 0, { message: 'Choose at least one company.', path: ['company_ids'] })
  .refine((b) => b.target !== 'percentage' || b.company_ids.length === 0, { message: 'A percentage plan takes no company list.', path: ['company_ids'] });
export type PlanBody = z.input<typeof planBody>;

export const planRow = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  target: z.enum(CANARY_TARGETS),
  stages: z.array(z.number()),
  current_stage: z.number().nullable(),
  status: canaryStatusSchema,
  /** companies a stage has included so far */
  companies_in: count,
  created_by: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type PlanRow = z.infer<typeof planRow>;

export const companyRef = z.object({ id: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRef>;

export const planDetail = planRow.extend({ companies: z.array(companyRef) });
export type PlanDetail = z.infer<typeof planDetail>;

export const planListQuery = pageQuery.extend({ q: z.string().trim().max(200).optional(), status: canaryStatusSchema.optional() });
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planCompaniesQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });
export type PlanCompaniesQuery = z.infer<typeof planCompaniesQuery>;

export const rolloutCompany = z.object({
  id: z.string(),
  name: z.string(),
  /** the stage index the company joined at; null: no stage includes it yet */
  stage: z.number().nullable(),
  endpoints: count,
  on_version: count,
});
export type RolloutCompany = z.infer<typeof rolloutCompany>;

/** One stage: the companies it has included (cumulative) and their endpoints; planned is the size it includes once reached. */
export const rolloutStage = z.object({ percent: z.number(), companies: count, planned: count, endpoints: count, on_version: count, reached: z.boolean() });
export type RolloutStage = z.infer<typeof rolloutStage>;

export const planRollout = z.object({
  version: z.string(),
  status: canaryStatusSchema,
  /** the companies the plan draws from: the chosen ones, or every operated company for a percentage */
  pool: count,
  stages: z.array(rolloutStage),
  companies: z.array(rolloutCompany),
});
export type PlanRollout = z.infer<typeof planRollout>;

// ---------- endpoints ----------

const tag = 'releases';

const listVersions = endpoint({
  method: 'GET',
  path: '/agent-releases',
  access: isProviderOperator,
  tag,
  description: 'Copilot agent versions, newest first, with their platforms and how many endpoints of the operated companies run each.',
  query: versionListQuery,
  response: z.array(versionRow),
});

const versionAction = (action: ReleaseAction, description: string) =>
  endpoint({ method: 'POST', path: `/agent-releases/:version/${action}`, access: canManageReleases, tag, description, params: versionParams, response: versionDetail, errors: [404, 409] });

const listPlans = endpoint({
  method: 'GET',
  path: '/canary-plans',
  access: isProviderOperator,
  tag,
  description: 'Canary plans, newest first.',
  query: planListQuery,
  response: z.array(planRow),
});

const planAction = (action: CanaryAction, description: string) =>
  endpoint({ method: 'POST', path: `/canary-plans/:id/${action}`, access: isProviderOperator, tag, description, params: planIdParams, response: planDetail, errors: [404, 409] });

const listRollout = endpoint({
  method: 'GET',
  path: '/agent-rollout',
  access: isProviderOperator,
  tag,
  description: 'Per operated company: the version its endpoints are offered, the plan that includes it and its endpoints by version.',
  query: rolloutQuery,
  response: z.array(companyRelease),
});

const listPlanCompanies = endpoint({
  method: 'GET',
  path: '/canary-companies',
  access: isProviderOperator,
  tag,
  description: 'The companies a canary plan may choose from (the operated customer companies), by name.',
  query: planCompaniesQuery,
  response: z.array(companyRef),
});

export const releasesApi = {
  listVersions,
  countVersions: countOf(listVersions),
  getVersion: endpoint({ method: 'GET', path: '/agent-releases/:version', access: isProviderOperator, tag, description: 'One version with its builds.', params: versionParams, response: versionDetail, errors: [404] }),
  createVersion: endpoint({
    method: 'POST',
    path: '/agent-releases',
    access: canManageReleases,
    tag,
    description: 'Adds a draft version with its builds. 409 when the version exists.',
    body: createVersionBody,
    response: versionDetail,
    status: 201,
    errors: [409],
  }),
  updateVersion: endpoint({
    method: 'PATCH',
    path: '/agent-releases/:version',
    access: canManageReleases,
    tag,
    description: "Changes a version's release notes.",
    params: versionParams,
    body: updateVersionBody,
    response: versionDetail,
    errors: [404],
  }),
  putBuild: endpoint({
    method: 'PUT',
    path: '/agent-releases/:version/builds/:platform',
    access: canManageReleases,
    tag,
    description: "Adds or replaces a draft version's build for one platform; 409 once the version was released.",
    params: buildParams,
    body: buildBody,
    response: versionDetail,
    errors: [404, 409],
  }),
  deleteBuild: endpoint({
    method: 'DELETE',
    path: '/agent-releases/:version/builds/:platform',
    access: canManageReleases,
    tag,
    description: "Removes a draft version's build for one platform; 409 once the version was released.",
    params: buildParams,
    response: versionDetail,
    errors: [404, 409],
  }),
  releaseVersion: versionAction('release', 'Releases the version to every company not in a canary stage. 409 without builds, or while a canary plan rolls it out.'),
  withdrawVersion: versionAction('withdraw', 'Withdraws a released version: its endpoints are offered the newest released version left.'),
  listRollout,
  countRollout: countOf(listRollout),
  getRolloutSummary: endpoint({
    method: 'GET',
    path: '/agent-rollout/summary',
    access: isProviderOperator,
    tag,
    description: 'The newest released version and how many endpoints of the operated companies run it, with every version counted.',
    response: rolloutSummary,
  }),
  listPlanCompanies,
  listPlans,
  countPlans: countOf(listPlans),
  getPlan: endpoint({ method: 'GET', path: '/canary-plans/:id', access: isProviderOperator, tag, description: 'One canary plan.', params: planIdParams, response: planDetail, errors: [404] }),
  getPlanRollout: endpoint({
    method: 'GET',
    path: '/canary-plans/:id/rollout',
    access: isProviderOperator,
    tag,
    description: "The plan's live rollout: per stage and per company, endpoints on the plan's version against all.",
    params: planIdParams,
    response: planRollout,
    errors: [404],
  }),
  createPlan: endpoint({
    method: 'POST',
    path: '/canary-plans',
    access: isProviderOperator,
    tag,
    description: 'Adds a draft canary plan for a draft version with builds. 409 when the version cannot be rolled out.',
    body: planBody,
    response: planDetail,
    status: 201,
    errors: [404, 409],
  }),
  updatePlan: endpoint({
    method: 'PUT',
    path: '/canary-plans/:id',
    access: isProviderOperator,
    tag,
    description: 'Changes a draft plan; 409 once it started.',
    params: planIdParams,
    body: planBody,
    response: planDetail,
    errors: [404, 409],
  }),
  startPlan: planAction('start', 'Starts a draft plan at its first stage. 409 while another plan is active or paused.'),
  widenPlan: planAction('widen', 'Moves an active plan to its next stage; the companies already in stay in.'),
  pausePlan: planAction('pause', 'Pauses an active plan: its companies are offered no update until it resumes.'),
  resumePlan: planAction('resume', 'Resumes a paused plan at its stage.'),
  rollbackPlan: planAction('rollback', "Rolls the plan back: its companies are offered the newest released version again."),
  completePlan: planAction('complete', 'Completes a plan at its last stage: the version becomes the released one for every company.'),
};
