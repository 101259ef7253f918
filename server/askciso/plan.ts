// What a question asks, before any figure is computed (issue 8): a subject, a measure and filters.
// A follow-up ('and this month?', 'only on Windows') starts from the previous plan and changes only
// what it names.
import type { ResolvedRange } from './dates';
import type { Entity } from './entities';
import type { AccessType, AlertAction, AlertReason, Browser, CommandStatus, Platform, RiskLevel } from './vocabulary';

export type Subject =
  | 'saas_alerts'
  | 'website_alerts'
  | 'apps'
  | 'app_users'
  | 'websites'
  | 'people'
  | 'endpoints'
  | 'sensitive_files'
  | 'copy_paste'
  | 'commands'
  | 'gateways';

export type Measure = 'count' | 'list' | 'top' | 'trend';

export type EndpointState = 'noncompliant' | 'compliant' | 'unencrypted' | 'idle' | 'mdm' | 'inactive';
export type PersonState = 'not_installed' | 'uninstalled' | 'inactive';

export interface Filters {
  apps?: Entity[];
  websites?: Entity[];
  people?: Entity[];
  endpoints?: Entity[];
  category?: string;
  platforms?: Platform[];
  actions?: AlertAction[];
  reasons?: AlertReason[];
  browsers?: Browser[];
  accessType?: AccessType;
  genAi?: boolean;
  risk?: RiskLevel;
  endpointState?: EndpointState;
  personState?: PersonState;
  agentVersion?: string;
  commandStatuses?: CommandStatus[];
}

export interface QueryPlan {
  kind: 'query';
  subject: Subject;
  measure: Measure;
  filters: Filters;
  range: ResolvedRange;
  /** the question did not name a range: the default Last 7 days applies */
  rangeDefaulted: boolean;
  limit: number;
}

export type ActionVerb = 'block' | 'block_alert' | 'report' | 'sanction' | 'unclassify' | 'switch';

export interface ActionPlan {
  kind: 'action';
  verb: ActionVerb;
  /** the app, or the company name for 'switch' */
  target?: Entity;
  targetText: string;
}

export interface HelpPlan {
  kind: 'help';
  topicQuery: string;
}

export interface UnknownPlan {
  kind: 'unknown';
}

export type Plan = QueryPlan | ActionPlan | HelpPlan | UnknownPlan;
