// Compliance configuration (issue 23 "Frameworks and controls", "Firewall rules"; spec part 1 §1, part 2 §2.6,
// §4, §5): the frameworks an account selects, its controls (enabled, parameters, group scope) and its endpoint
// firewall rules. The frameworks, controls and checks themselves are data shipped with the product
// (server/modules/compliance-config/data, docs/COMPLIANCE-MAPPING.md). The spec names no calls for these
// screens, so the paths follow the account-level naming of §7 (/account-compliance-status).
import { z } from 'zod';
import { cidrProblem, parseIPv4 } from '../../lib/cidr';
import { canChangeCompliancePolicies, canChangePolicies, canSeeCompliancePolicies, canSeePolicies, isProviderOperator } from './access';
import { PLATFORM_FAMILIES } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

const catalogId = z.string().trim().min(1).max(100);
const flagQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const uuid = z.guid();
const NOT_FOUND = [404] as const;

// ---------- frameworks ----------

export const frameworkSummary = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  source: z.string(),
  /** controls in the shipped data */
  control_count: z.number().int(),
  /** the account's enabled controls of this framework */
  enabled_count: z.number().int(),
  selected: z.boolean(),
  selected_at: z.string().nullable(),
});
export type FrameworkSummary = z.infer<typeof frameworkSummary>;

export const frameworkParams = z.object({ id: catalogId });
export const selectFrameworkBody = z.object({ selected: z.boolean() });

// ---------- controls ----------

export const checkParam = z.object({
  key: z.string(),
  label: z.string(),
  default: z.number(),
  min: z.number(),
  max: z.number(),
});
export type CheckParamInfo = z.infer<typeof checkParam>;

/** A check a control maps to, with whether device management enforces it (spec part 2 §4, §5). */
export const controlCheck = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)),
  params: z.array(checkParam),
  enforced_with_mdm: z.boolean(),
  needs_encryption_off_to_enforce: z.boolean(),
});
export type ControlCheck = z.infer<typeof controlCheck>;

export const controlRow = z.object({
  /** `<framework id>:<control id>`, the id of /selected-control/:id */
  key: z.string(),
  framework_id: z.string(),
  framework_name: z.string(),
  control_id: z.string(),
  title: z.string(),
  framework_selected: z.boolean(),
  enabled: z.boolean(),
  /** check names */
  checks: z.array(z.string()),
  /** groups it is limited to; empty = every endpoint */
  group_ids: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type ControlRow = z.infer<typeof controlRow>;

export const controlListQuery = pageQuery.extend({
  framework: catalogId.optional(),
  enabled: flagQuery.optional(),
  /** only controls of selected frameworks */
  selected: flagQuery.optional(),
  /** control id, title or check name, contains, case-insensitive */
  q: z.string().trim().max(200).optional(),
});
export type ControlListQuery = z.input<typeof controlListQuery>;

export const controlParams = z.object({ key: z.string().trim().min(3).max(220) });

export const controlDetail = controlRow.extend({
  framework_version: z.string(),
  framework_source: z.string(),
  check_details: z.array(controlCheck),
  /** parameter values in force for this control (defaults filled in) */
  params: z.record(z.string(), z.number()),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /** endpoints whose latest results of this control's checks all passed / at least one failed, among the endpoints in scope */
  endpoints_passing: z.number().int(),
  endpoints_failing: z.number().int(),
  /** up to 20 failing endpoints, for the detail screen */
  failing_endpoints: z.array(z.object({ id: z.string(), hostname: z.string(), failed_checks: z.array(z.string()) })),
  /** how many in-scope endpoints are managed by device management (enforced) and how many only monitored */
  endpoints_enforced: z.number().int(),
  endpoints_monitored: z.number().int(),
});
export type ControlDetail = z.infer<typeof controlDetail>;

export const PARAM_VALUE_MAX = 100_000;
export const updateControlBody = z
  .object({
    enabled: z.boolean().optional(),
    params: z.record(z.string().max(64), z.number().int().min(0).max(PARAM_VALUE_MAX)).optional(),
    group_ids: z.array(uuid).max(100).optional(),
  })
  .refine((b) => b.enabled !== undefined || b.params !== undefined || b.group_ids !== undefined, { message: 'Nothing to change: send enabled, params or group_ids.' });
export type UpdateControlBody = z.infer<typeof updateControlBody>;

// ---------- firewall rules ----------

export const FIREWALL_DIRECTIONS = ['Inbound', 'Outbound'] as const;
export const FIREWALL_PROTOCOLS = ['TCP', 'UDP', 'ICMP', 'Any'] as const;
export const FIREWALL_ACTIONS = ['Allow', 'Block'] as const;
export const FIREWALL_MAX_ADDRESSES = 50;

/** Why a port list is not valid ('22, 80, 8000-8080'), or null. Empty means any port. */
export function portsProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  for (const part of trimmed.split(',').map((p) => p.trim())) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    if (!m) return `"${part}" is not a port or a range like 8000-8080.`;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || from > 65535 || to < 1 || to > 65535) return 'Ports must be from 1 to 65535.';
    if (to < from) return `The range ${part} ends before it starts.`;
  }
  return null;
}

/** '22,80 , 8000-8080' → '22,80,8000-8080'. */
export function normalizePorts(text: string): string {
  return text.split(',').map((p) => p.trim()).filter(Boolean).join(',');
}

/** Why a remote address is neither an IPv4 address nor an IPv4 CIDR block (spec part 1 §5), or null. */
export function addressProblem(text: string): string | null {
  const value = text.trim();
  if (value.includes('/')) return cidrProblem(value);
  return parseIPv4(value) === null ? `"${value}" is not an IPv4 address (four numbers from 0 to 255) or a block like 10.0.0.0/8.` : null;
}

const ruleFields = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  description: z.string().trim().max(500).optional(),
  direction: z.enum(FIREWALL_DIRECTIONS),
  protocol: z.enum(FIREWALL_PROTOCOLS),
  ports: z.string().max(500).default(''),
  remote_addresses: z.array(z.string().max(50)).max(FIREWALL_MAX_ADDRESSES).default([]),
  action: z.enum(FIREWALL_ACTIONS),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)).min(1, 'Choose at least one platform.').max(3),
  enabled: z.boolean().default(true),
  priority: z.number().int().min(1).max(10_000).default(100),
});

/** The body of a new or updated rule, with the port and address rules of the form (400 names each field). */
export const firewallRuleBody = ruleFields.superRefine((rule, ctx) => {
  const ports = portsProblem(rule.ports);
  if (ports) ctx.addIssue({ code: 'custom', path: ['ports'], message: ports });
  if (rule.protocol === 'ICMP' && rule.ports.trim() !== '') ctx.addIssue({ code: 'custom', path: ['ports'], message: 'ICMP has no ports: leave the ports empty.' });
  rule.remote_addresses.forEach((a, i) => {
    const problem = addressProblem(a);
    if (problem) ctx.addIssue({ code: 'custom', path: ['remote_addresses', i], message: problem });
  });
  if (new Set(rule.platforms).size !== rule.platforms.length) ctx.addIssue({ code: 'custom', path: ['platforms'], message: 'A platform is listed twice.' });
});
export type FirewallRuleBody = z.input<typeof firewallRuleBody>;

export const firewallRule = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  direction: z.enum(FIREWALL_DIRECTIONS),
  protocol: z.enum(FIREWALL_PROTOCOLS),
  ports: z.string(),
  remote_addresses: z.array(z.string()),
  action: z.enum(FIREWALL_ACTIONS),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)),
  enabled: z.boolean(),
  priority: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** live reach: endpoints that acknowledged a policy version holding this rule, of the account's active endpoints on its platforms */
  reach: z.object({ applied: z.number().int(), total: z.number().int() }),
});
export type FirewallRule = z.infer<typeof firewallRule>;

export const firewallRuleListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  enabled: flagQuery.optional(),
});
export type FirewallRuleListQuery = z.input<typeof firewallRuleListQuery>;

export const firewallRuleParams = z.object({ id: uuid });

// ---------- endpoints ----------

const listFrameworks = endpoint({
  method: 'GET', path: '/account-frameworks', access: canSeeCompliancePolicies, tag: 'compliance-config',
  description: 'The shipped frameworks with their control counts, whether the account selected each and how many of its controls are enabled.',
  response: z.array(frameworkSummary),
});

const listControls = endpoint({
  method: 'GET', path: '/account-controls', access: canSeeCompliancePolicies, tag: 'compliance-config',
  description: 'The controls of the shipped frameworks with the account\u2019s settings; filters framework, enabled, selected and q; paged.',
  query: controlListQuery, response: z.array(controlRow),
});

const listFirewallRules = endpoint({
  method: 'GET', path: '/firewall-rules', access: canSeePolicies, tag: 'compliance-config',
  description: 'The account\u2019s endpoint firewall rules by priority, with their live reach; filters q and enabled; paged.',
  query: firewallRuleListQuery, response: z.array(firewallRule),
});

export const complianceConfigApi = {
  listFrameworks,
  selectFramework: endpoint({
    method: 'PUT', path: '/account-frameworks/:id', access: canChangeCompliancePolicies, tag: 'compliance-config',
    description: 'Selects or deselects a framework. Controls of a deselected framework stop counting towards compliance.',
    params: frameworkParams, body: selectFrameworkBody, response: frameworkSummary, errors: NOT_FOUND,
  }),
  listControls,
  countControls: countOf(listControls),
  getControl: endpoint({
    method: 'GET', path: '/account-controls/:key', access: canSeeCompliancePolicies, tag: 'compliance-config',
    description: 'One control: its checks (enforced with device management or monitored), parameters, group scope and endpoints passing or failing it.',
    params: controlParams, response: controlDetail, errors: NOT_FOUND,
  }),
  updateControl: endpoint({
    method: 'PUT', path: '/account-controls/:key', access: canChangeCompliancePolicies, tag: 'compliance-config',
    description: 'Enables or disables a control, sets its parameters or its group scope. Changes the policy version and recomputes endpoints\u2019 compliance.',
    params: controlParams, body: updateControlBody, response: controlDetail, errors: [404, 409],
  }),
  listFirewallRules,
  countFirewallRules: countOf(listFirewallRules),
  getFirewallRule: endpoint({
    method: 'GET', path: '/firewall-rules/:id', access: canSeePolicies, tag: 'compliance-config',
    params: firewallRuleParams, response: firewallRule, errors: NOT_FOUND,
  }),
  createFirewallRule: endpoint({
    method: 'POST', path: '/firewall-rules', access: canChangePolicies, tag: 'compliance-config', status: 201,
    description: 'Adds a firewall rule; agents receive it with the next policy version.',
    body: firewallRuleBody, response: firewallRule, errors: [409],
  }),
  updateFirewallRule: endpoint({
    method: 'PUT', path: '/firewall-rules/:id', access: canChangePolicies, tag: 'compliance-config',
    params: firewallRuleParams, body: firewallRuleBody, response: firewallRule, errors: [404, 409],
  }),
  listCompanyFrameworks: endpoint({
    method: 'GET', path: '/provider/companies/:id/frameworks', access: isProviderOperator, tag: 'compliance-config',
    description: 'A managed company\u2019s frameworks, read-only: what its own GET /api/account-frameworks answers.',
    params: z.object({ id: uuid }), response: z.array(frameworkSummary), errors: NOT_FOUND,
  }),
  deleteFirewallRule: endpoint({
    method: 'DELETE', path: '/firewall-rules/:id', access: canChangePolicies, tag: 'compliance-config',
    params: firewallRuleParams, response: z.object({ id: z.string() }), errors: NOT_FOUND,
  }),
};
