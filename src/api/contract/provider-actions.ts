// Provider actions across companies (issue 24 "Beyond the peers"): from /palisade-accounts an operator
// applies ONE change to a selection of managed companies: an app's access in those companies (the change
// /saas-config makes) or a feature flag (the change the company details make). A preview says, per
// company, what would change (from → to) and for how many endpoints and people, writing nothing; the run
// re-validates, applies company by company (one transaction each, audited in that company), and records
// the exact selection and each company's result.
import { z } from 'zod';
import { isProviderOperator } from './access';
import { FEATURE_FLAGS, pageQuery } from './common';
import { countOf, endpoint } from './endpoint';
import { ACTION_NOT_ALLOWED_MESSAGE, ACTION_REQUIRED_MESSAGE, actionTypeSchema } from './saas';

const count = z.number().int().min(0);

export const PROVIDER_ACTIONS = ['app-access', 'feature-flag'] as const;
export type ProviderActionKind = (typeof PROVIDER_ACTIONS)[number];

/** Companies changed by one run at most. */
export const MAX_ACTION_COMPANIES = 100;

/** The window of "people who used the app": the last 30 days. */
export const APP_USAGE_DAYS = 30;

const companyIds = z
  .array(z.uuid())
  .min(1, 'Select at least one company.')
  .max(MAX_ACTION_COMPANIES)
  .refine((ids) => new Set(ids).size === ids.length, 'A company is selected more than once.');

const appAccessAction = z
  .object({
    action: z.literal('app-access'),
    company_ids: companyIds,
    /** a catalog app's name */
    app: z.string().trim().min(1).max(200),
    access: z.enum(['Sanctioned', 'Unsanctioned']),
    action_type: actionTypeSchema.nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.access === 'Unsanctioned' && !v.action_type) ctx.addIssue({ code: 'custom', path: ['action_type'], message: ACTION_REQUIRED_MESSAGE });
    if (v.access === 'Sanctioned' && v.action_type) ctx.addIssue({ code: 'custom', path: ['action_type'], message: ACTION_NOT_ALLOWED_MESSAGE });
  });

const featureFlagAction = z
  .object({
    action: z.literal('feature-flag'),
    company_ids: companyIds,
    flag: z.enum(FEATURE_FLAGS),
    value: z.boolean(),
  })
  .strict();

export const providerActionBody = z.discriminatedUnion('action', [appAccessAction, featureFlagAction]);
export type ProviderActionBody = z.infer<typeof providerActionBody>;

/**
 * One company in a preview. from/to: for an app its effective access ('Unclassified', 'Sanctioned',
 * 'Unsanctioned (Block)'); for a flag 'on' or 'off'. endpoints/people are the ones the change reaches:
 * for an app, those that used it in the last APP_USAGE_DAYS days; for a flag, all of the company's.
 */
export const previewCompany = z.object({
  id: z.string(),
  name: z.string(),
  change: z.boolean(),
  from: z.string(),
  to: z.string(),
  endpoints: count,
  endpoints_online: count,
  people: count,
});
export type PreviewCompany = z.infer<typeof previewCompany>;

export const actionPreview = z.object({
  action: z.enum(PROVIDER_ACTIONS),
  /** what the change is, in words ('Dropbox: Unsanctioned (Block)', 'DLP: on') */
  target: z.string(),
  companies: z.array(previewCompany),
  changing: count,
  unchanged: count,
});
export type ActionPreview = z.infer<typeof actionPreview>;

export const RESULT_STATUSES = ['applied', 'unchanged', 'failed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const runResult = z.object({
  company_id: z.string(),
  company_name: z.string(),
  status: z.enum(RESULT_STATUSES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  message: z.string().nullable(),
  endpoints: count,
  people: count,
});
export type RunResult = z.infer<typeof runResult>;

export const runSummary = z.object({
  id: z.string(),
  created_at: z.string(),
  email: z.string(),
  action: z.enum(PROVIDER_ACTIONS),
  target: z.string(),
  companies: count,
  applied: count,
  unchanged: count,
  failed: count,
});
export type RunSummary = z.infer<typeof runSummary>;

export const actionRun = runSummary.extend({
  /** the body the operator confirmed, company ids included */
  params: z.record(z.string(), z.unknown()),
  results: z.array(runResult),
});
export type ActionRun = z.infer<typeof actionRun>;

export const catalogAppOption = z.object({ name: z.string(), categories: z.array(z.string()), icon: z.string().nullable() });
export type CatalogAppOption = z.infer<typeof catalogAppOption>;

const listRuns = endpoint({
  method: 'GET',
  path: '/provider/actions',
  access: isProviderOperator,
  tag: 'provider',
  description: 'The actions run across companies, newest first, with their per-company outcome counts.',
  query: pageQuery,
  response: z.array(runSummary),
});

export const providerActionsApi = {
  searchActionApps: endpoint({
    method: 'GET',
    path: '/provider/action-apps',
    access: isProviderOperator,
    tag: 'provider',
    description: 'Catalog apps whose name contains q (the first 20), to pick the app an action sets.',
    query: z.object({ q: z.string().trim().max(200).optional() }),
    response: z.array(catalogAppOption),
  }),
  previewAction: endpoint({
    method: 'POST',
    path: '/provider/actions/preview',
    access: isProviderOperator,
    tag: 'provider',
    description: 'What the action would change in each selected company, and for how many endpoints and people. Writes nothing.',
    body: providerActionBody,
    response: actionPreview,
    readOnly: true,
    errors: [404],
  }),
  runAction: endpoint({
    method: 'POST',
    path: '/provider/actions',
    access: isProviderOperator,
    tag: 'provider',
    description: "Applies the action to each selected company (one transaction and one audit row in each company's log) and records the run.",
    body: providerActionBody,
    response: actionRun,
    status: 201,
    errors: [404],
  }),
  listActionRuns: listRuns,
  countActionRuns: countOf(listRuns),
  getActionRun: endpoint({
    method: 'GET',
    path: '/provider/actions/:id',
    access: isProviderOperator,
    tag: 'provider',
    description: 'One run: its exact selection and parameters, and the result in each company.',
    params: z.object({ id: z.uuid() }),
    response: actionRun,
    errors: [404],
  }),
};
