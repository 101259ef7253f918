// spec part 2 §9 "Help centre": the one list of help topics. The help pages, the breadcrumb flyouts
// and the command palette all read it; the texts live in help.en.json (namespace 'help').
import { linkTo } from '../lib/links';
import type { RouteId } from '../app/routes/table';

export interface HelpTopic {
  /** stable, e.g. 'inventory-saas-apps' */
  readonly id: string;
  /** the /help-center/:name segment */
  readonly name: string;
  /** the /help-center/:name/:child segment, for child topics */
  readonly child?: string;
  /** i18next keys in the 'help' namespace */
  readonly titleKey: string;
  readonly subtitleKey: string;
  readonly pageKey: string;
  readonly flyoutKey: string;
  /** where the screen sits in the left navigation, e.g. ['Inventory', 'Endpoint SWG', 'SaaS Apps'] */
  readonly menuPath: readonly string[];
  readonly keywords: readonly string[];
  /** the screen the topic explains, when there is one */
  readonly routeId?: RouteId;
}

type Row = readonly [child: string, routeId: RouteId | undefined, menuPath: readonly string[], keywords: readonly string[]];

function topic(name: string, child: string | undefined, routeId: RouteId | undefined, menuPath: readonly string[], keywords: readonly string[]): HelpTopic {
  const id = child ? `${name}-${child}` : name;
  const base = `topics.${id}`;
  return {
    id,
    name,
    ...(child ? { child } : {}),
    titleKey: `${base}.title`,
    subtitleKey: `${base}.subtitle`,
    pageKey: `${base}.page`,
    flyoutKey: `${base}.flyout`,
    menuPath,
    keywords,
    ...(routeId ? { routeId } : {}),
  };
}

function group(name: string, parent: { routeId?: RouteId; menuPath: readonly string[]; keywords: readonly string[] }, rows: readonly Row[]): HelpTopic[] {
  return [topic(name, undefined, parent.routeId, parent.menuPath, parent.keywords), ...rows.map(([child, routeId, menuPath, keywords]) => topic(name, child, routeId, menuPath, keywords))];
}

const SWG = ['Endpoint SWG'] as const;

/** Parents first, each followed by its children, in the order of spec part 2 §9. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  // Not one of §9's topics: the screen most admins open first deserves a guide too (docs/DECISIONS.md).
  topic('dashboard', undefined, 'dashboard', ['Dashboard'], ['security insights', 'operational overview', 'long idle', 'charts']),
  ...group('alerts', { menuPath: ['Alerts'], keywords: ['block', 'block alert', 'report', 'violations'] }, [
    ['saas-apps', 'alerts-saas-apps', ['Alerts', 'SaaS Apps'], ['saas alerts', 'unsanctioned app', 'block alert']],
    ['websites', 'alerts-websites', ['Alerts', 'Websites'], ['website alerts', 'phishing', 'typo squatting', 'session hijacking', 'app spoofing']],
  ]),
  ...group('reports', { menuPath: ['Reports'], keywords: ['analytics', 'trends'] }, [
    ['compliance', 'compliance', ['Reports', 'Compliance'], ['non compliant', 'disk encryption', 'endpoint compliance']],
    ['user-behavior-analysis', 'productivity-insight', ['Reports', 'User Behavior Analysis'], ['productivity', 'screen time']],
    ['saas-apps', 'reports-saas-apps', ['Reports', 'SaaS Apps'], ['saas report', 'usage']],
    ['websites', 'reports-websites-tab', ['Reports', 'Websites'], ['website report', 'browsing']],
    ['categories', 'reports-categories-tab', ['Reports', 'Websites'], ['website categories', 'group by category']],
    ['activity', 'activity', ['Reports', 'Activity'], ['inactivity', 'idle endpoints', 'long idle']],
  ]),
  ...group('inventory', { menuPath: ['Inventory'], keywords: ['discovered', 'assets'] }, [
    ['saas-apps', 'saas-list', ['Inventory', ...SWG, 'SaaS Apps'], ['sanctioned', 'unsanctioned', 'unclassified', 'shadow it']],
    ['gen-ai-apps', 'gen-ai-list', ['Inventory', ...SWG, 'Gen AI Apps'], ['generative ai', 'chatgpt', 'llm']],
    ['websites', 'inventory-websites-list', ['Inventory', ...SWG, 'Websites'], ['domains', 'browsing']],
    ['ztpa-destinations', 'inventory-vpn', ['Inventory', 'ZTPA', 'Destinations'], ['zero trust', 'private access', 'subnets']],
    ['ztpa-gateways', 'ztpa-server', ['Inventory', 'ZTPA', 'Gateways'], ['zero trust', 'gateway status']],
    ['discovered-sensitive-data', 'dlp-endpoints', ['Inventory', 'DLP', 'Discovered Data'], ['dlp', 'sensitive files', 'pii']],
    ['endpoints', 'devices', ['Inventory', 'Fleet', 'Endpoints'], ['devices', 'laptops', 'long idle', 'copilot agent']],
    ['users', 'users', ['Inventory', 'Fleet', 'Users'], ['people', 'risky users', 'unmonitored']],
    ['cloud-agents', 'cloud-agents', ['Inventory', 'Cloud', 'Cloud Agents'], ['servers', 'workloads']],
    ['cloud-services', 'external-tab', ['Inventory', 'Cloud', 'Cloud Services'], ['aws', 'azure', 'gcp', 'external services']],
    ['remote-command-output', 'commands', ['Inventory', 'Commands', 'Devices'], ['queued', 'abort', 'failure', 'success', 'script output']],
  ]),
  ...group('config', { menuPath: ['Policies'], keywords: ['configuration', 'policies', 'rules'] }, [
    ['saas-apps', 'saas-config', ['Policies', ...SWG, 'SaaS Apps'], ['sanctioned', 'unsanctioned', 'catalog', 'custom app', 'block', 'block alert', 'report']],
    ['websites', 'config-websites', ['Policies', ...SWG, 'Websites'], ['blocked categories', 'block website']],
    ['geo-fencing', 'geo-fencing', ['Policies', ...SWG, 'Geo-Fencing'], ['countries', 'geofenced country']],
    ['bypassed-domains', 'excluded-domains', ['Policies', ...SWG, 'Bypassed Domains'], ['excluded domains', 'allow list']],
    ['gateways', 'config-vpn', ['Policies', 'ZTPA', 'Gateways'], ['zero trust', 'ip range', 'subnets', 'key generation']],
    ['sensitive-data', 'data-exfiltration', ['Policies', 'DLP', 'Sensitive Data'], ['dlp', 'data exfiltration', 'dictionaries']],
    ['endpoints', 'config-endpoints', [], ['firewall rules', 'endpoint rules']],
    ['frameworks', 'framework-selection', ['Policies', 'Fleet', 'Compliance'], ['nist', 'gdpr', 'hipaa', 'pci dss', 'soc 2', 'iso 27001', 'cis', 'controls']],
    ['email-templates', 'account-email-templates', ['Policies', 'Email Templates', 'Email Templates'], ['notifications', 'user emails']],
  ]),
  ...group('integrations', { menuPath: ['Integrations'], keywords: ['iam', 'grc', 'connect'] }, [
    ['azure', 'azure', ['Integrations', 'IAM', 'Azure'], ['directory', 'import users']],
    ['google', 'google', ['Integrations', 'IAM', 'Google'], ['workspace', 'import users']],
    ['okta', 'okta', ['Integrations', 'IAM', 'Okta'], ['sso', 'import users']],
    ['microsoft-entra', 'microsoft', ['Integrations', 'IAM', 'Microsoft Entra'], ['azure ad', 'sso']],
    ['vanta', 'vanta', ['Integrations', 'GRC', 'Vanta'], ['evidence', 'audit']],
    ['scrut', 'scrut', ['Integrations', 'GRC', 'Scrut'], ['evidence', 'audit']],
  ]),
  ...group('logs', { menuPath: ['Logs'], keywords: ['history', 'events'] }, [
    ['notification', 'notification-logs', ['Logs', 'Notification Logs'], ['emails sent', 'notifications']],
    ['login-history', 'login-details', ['Logs', 'Login History'], ['sign-in', 'ip address']],
    ['admin-audit-trail', 'admin-logs', ['Logs', 'Admin Action Logs'], ['audit', 'who changed']],
    ['copilot-error-logs', 'error-logs', ['Logs', 'Copilot Error Logs'], ['agent errors', 'troubleshooting']],
  ]),
  topic('askciso', undefined, 'new-conversation', ['AskCISO', 'New Conversation'], ['chat', 'assistant', 'questions']),
  ...group('admin', { menuPath: ['Admin'], keywords: ['administration', 'management'] }, [
    ['endpoints', 'endpoints-v2', ['Admin', 'Management', 'Endpoints'], ['devices', 'mdm enrolled', 'uninstall key']],
    ['users', 'user-management', ['Admin', 'Management', 'Users'], ['invite', 'import users', 'copilot status']],
    ['groups', 'group-management', ['Admin', 'Management', 'Groups'], ['departments', 'group admin']],
    ['push-certificate', 'push-certificate', ['Admin', 'MDM', 'Push Certificate'], ['apns', 'apple']],
    ['ade-enrollment', 'device-enrollment-program', ['Admin', 'MDM', 'ADE'], ['dep', 'automated device enrollment', 'apple business manager']],
    ['content-token', 'content-token', ['Admin', 'MDM', 'Content Token'], ['vpp', 'apps and books']],
    ['applications', 'content-apps', ['Policies', 'Fleet', 'Applications'], ['managed apps', 'app policies']],
    ['gateways', 'vpn-server', ['Admin', 'ZTPA', 'Gateways'], ['zero trust', 'gateway logs']],
    ['email-reports', 'email-compliance-tab', ['Admin', 'Reports', 'Email Reports'], ['scheduled reports', 'summary']],
    ['payment-details', 'billing', ['Admin', 'Billing', 'Payment Details'], ['subscription', 'card']],
    ['payment-history', 'payment-history', ['Admin', 'Billing', 'Payment History'], ['invoices', 'receipts']],
  ]),
  ...group('settings', { menuPath: ['Settings'], keywords: ['preferences'] }, [
    ['setup-guide', 'setup-guide', ['Settings', 'Setup Guide'], ['onboarding', 'getting started', 'recommended configuration']],
    ['account', 'account-settings', ['Settings', 'Account Settings'], ['profile', 'password']],
    ['copilot', 'copilot', ['Settings', 'Agent Settings'], ['agent settings', 'copilot']],
    ['copilot-messages', 'copilot-messages', ['Settings', 'Copilot Messages'], ['user messages', 'agent notifications']],
    ['api', 'api-setting', ['Settings', 'API Settings'], ['swagger', 'openapi', 'api key']],
    ['about', 'about', ['Settings', 'About'], ['version', 'agent']],
    ['delete-account', 'delete-account', ['Settings', 'Delete Account'], ['close account', 'remove data']],
  ]),
  topic('catalog-admin', undefined, 'admin-saas-apps', ['Admin', 'Provider Admin', 'SaaS Apps'], ['global catalog', 'native apps', 'website categories', 'websites', 'app logo', 'catalog image']),
  topic('agent-releases', undefined, 'copilot-release', ['Admin', 'Provider Admin', 'Copilot Release'], ['agent versions', 'canary plan', 'rollout', 'release', 'withdraw', 'roll back', 'copilot update']),
  topic('scheduled-jobs', undefined, 'scheduled-jobs', ['Admin', 'Provider Admin', 'Scheduled Jobs'], ['background jobs', 'cron', 'run now', 'pause', 'dead letters', 'retry']),
  topic('provider-actions', undefined, 'palisade-accounts', ['Admin', 'Provider Admin', 'Managed Companies'], ['bulk change', 'several companies', 'block app', 'feature flag', 'preview']),
];

const byId = new Map(HELP_TOPICS.map((t) => [t.id, t]));

export function topicById(id: string): HelpTopic | undefined {
  return byId.get(id);
}

/** The topic at /help-center/:name or /help-center/:name/:child; undefined for an unknown one. */
export function findTopic(name: string, child?: string): HelpTopic | undefined {
  return HELP_TOPICS.find((t) => t.name === name && t.child === child);
}

export function childTopics(name: string): HelpTopic[] {
  return HELP_TOPICS.filter((t) => t.name === name && t.child !== undefined);
}

/** The top-level topics, in order. */
export function parentTopics(): HelpTopic[] {
  return HELP_TOPICS.filter((t) => t.child === undefined);
}

export function helpTopicLink(topic: HelpTopic): string {
  return topic.child ? linkTo('help-center-article', { name: topic.name, child: topic.child }) : linkTo('help-center-topic', { name: topic.name });
}
