// The AskCISO evaluation set (issue 8, "Measured quality and speed"): questions phrased the ways admins
// ask them, written from the spec's vocabulary (part 1 §3–§4, part 2 §2.3, §3, §4, §9) and the demo
// tenant's names, each with the link (path and exact search params) a right answer opens. Dates are
// named symbolically (`window`) because the runner's clock decides the day bounds.

export type Subject =
  | 'saas-alerts' | 'website-alerts' | 'apps' | 'gen-ai' | 'app-users' | 'websites' | 'people' | 'endpoints'
  | 'compliance' | 'dlp' | 'copy-paste' | 'commands' | 'gateways' | 'help' | 'actions' | 'unknown' | 'follow-ups';

/** A custom range (range=-1&s&e), whole UTC days as of the runner's clock. */
export type Window = 'yesterday' | 'last-month' | 'this-month' | 'since-monday' | { month: number } | { lastDays: number };

export interface Expect {
  intent?: string;
  /** the first link's path; '' = no link expected; a trailing '*' = prefix */
  path: string;
  /** the exact search params, order-free; repeated keys as arrays (range=-1, s and e come from `window`) */
  params?: Record<string, string | string[]>;
  window?: Window;
  /** the answer must state a figure equal to the rows its link selects */
  figure?: boolean;
  confirm?: { method: 'POST' | 'DELETE'; path: string; body: Record<string, unknown> };
}

export interface EvalQuestion {
  question: string;
  subject: Subject;
  expect: Expect;
  /** index of the question this one follows, asked in the same conversation */
  followUpOf?: number;
}

export const askcisoSet: EvalQuestion[] = [];

function q(subject: Subject, question: string, expect: Expect, followUpOf?: number): number {
  askcisoSet.push({ question, subject, expect, ...(followUpOf === undefined ? {} : { followUpOf }) });
  return askcisoSet.length - 1;
}

const SAAS_ALERTS = '/alerts-saas-apps';
const WEB_ALERTS = '/alerts-websites';
const PHISHING = ['Typo Squatting', 'App Spoofing', 'Session Hijacking'];
const sa = (question: string, params: Record<string, string | string[]>, window?: Window, figure = true) =>
  q('saas-alerts', question, { path: SAAS_ALERTS, params: window ? params : { range: '2', ...params }, window, figure });

// SaaS alerts: actions, reasons, browsers, platforms, apps, people, every date phrase
sa('How many blocked alerts last week?', { t: 'Block', range: '2' });
sa('how many alerts in the last 30 days', { range: '3' });
sa('how many alerts were there today', { range: '1' });
sa('count of alerts in the last 24 hours', { range: '1' });
sa('number of SaaS alerts in the past 90 days', { range: '4' });
sa('how many alerts past month', { range: '3' });
sa('blocked alerts yesterday', { t: 'Block' }, 'yesterday');
sa('how many warned alerts last month', { t: 'Alert' }, 'last-month');
sa('reported alerts this month', { t: 'Report' }, 'this-month');
sa('how many alerts in October', {}, { month: 10 });
sa('blocked alerts since Monday', { t: 'Block' }, 'since-monday');
sa('alerts in the last 14 days', {}, { lastDays: 14 });
sa('phishing alerts this month', { reason: PHISHING }, 'this-month');
sa('any phishing alerts last week?', { reason: PHISHING });
sa('typo squatting detections today', { reason: 'Typo Squatting', range: '1' });
sa('how many app spoofing alerts in the past 30 days', { reason: 'App Spoofing', range: '3' });
sa('session hijacking alerts last week', { reason: 'Session Hijacking' });
sa('how many reported alerts on windows in the past 90 days', { t: 'Report', o: 'Windows', range: '4' });
sa('blocked alerts on macOS this month', { t: 'Block', o: 'MacOS' }, 'this-month');
sa('alerts on linux machines last 30 days', { o: 'Linux', range: '3' });
sa('how many alerts in chrome last week', { b: 'Chrome' });
sa('blocked alerts in Edge in the last 90 days', { t: 'Block', b: 'Edge', range: '4' });
sa('alerts from safari yesterday', { b: 'Safari' }, 'yesterday');
sa('firefox alerts past week', { b: 'Firefox', range: '2' });
sa('blocked alerts for Dropbox in the last 90 days', { t: 'Block', a: 'Dropbox', range: '4' });
sa('blocked alerts for drop box last week', { t: 'Block', a: 'Dropbox' });
sa('how many alerts for Slack last month', { a: 'Slack' }, 'last-month');
sa('alerts for slak in the past 30 days', { a: 'Slack', range: '3' });
sa('how many chat gpt alerts this month', { a: 'ChatGPT' }, 'this-month');
sa('blocked MediaFire alerts in the last 30 days', { t: 'Block', a: 'MediaFire', range: '3' });
sa('how many times was Pastebin blocked last week', { t: 'Block', a: 'Pastebin' });
sa('reported alerts for Proton Mail in the past 90 days', { t: 'Report', a: 'Proton Mail', range: '4' });
sa('warned alerts for Grok since Monday', { t: 'Alert', a: 'Grok' }, 'since-monday');
sa('alerts for google drive in October', { a: 'Google Drive' }, { month: 10 });
sa('how many alerts did Omar Lewis trigger last 30 days', { u: 'omar.lewis@acme.test', range: '3' });
sa('blocked alerts for mary.lewis@acme.test last week', { t: 'Block', u: 'mary.lewis@acme.test' });
sa('alerts for jessica clark this month', { u: 'jessica.clark@acme.test' }, 'this-month');
sa('show me the blocked alerts', { t: 'Block' });
sa('list the alerted events in the past 90 days', { t: 'Alert', range: '4' });
sa('any alerts today?', { range: '1' });
sa('count of reported SaaS alerts on windows in chrome last 30 days', { t: 'Report', o: 'Windows', b: 'Chrome', range: '3' });
sa('which apps raised the most alerts in chrome last week?', { b: 'Chrome' }, undefined, false);
sa('top 5 apps by blocked alerts in the last 30 days', { t: 'Block', range: '3' }, undefined, false);
sa('who triggered the most alerts last week', {}, undefined, false);
sa('blokced alerts past 90 days', { t: 'Block', range: '4' });
sa('how many Zoom alerts were blocked yesterday', { t: 'Block', a: 'Zoom' }, 'yesterday');

// Website alerts (a = domain)
const wa = (question: string, params: Record<string, string | string[]>, window?: Window, figure = true) =>
  q('website-alerts', question, { path: WEB_ALERTS, params: window ? params : { range: '2', ...params }, window, figure });
wa('how many website alerts last week', { range: '2' });
wa('blocked website alerts in the last 30 days', { t: 'Block', range: '3' });
wa('website alerts today', { range: '1' });
wa('website alerts for twitch.tv in the past 90 days', { a: 'twitch.tv', range: '4' });
wa('how many times was amazon.com blocked last month', { t: 'Block', a: 'amazon.com' }, 'last-month');
wa('blocked websites this month', { t: 'Block' }, 'this-month');
wa('website alerts in safari in the last 90 days', { b: 'Safari', range: '4' });
wa('website alerts for omar.lewis@acme.test past 30 days', { u: 'omar.lewis@acme.test', range: '3' });
wa('any typo squatting websites in October?', { reason: 'Typo Squatting' }, { month: 10 });
wa('web alerts yesterday', {}, 'yesterday');

// Apps used (SaaS inventory)
const apps = (question: string, params: Record<string, string | string[]>, window?: Window, figure = true) =>
  q('apps', question, { path: '/saas/list', params: window ? params : { range: '2', ...params }, window, figure });
apps('how many unsanctioned apps were used in the last 30 days?', { tag: 'Unsanctioned', range: '3' });
apps('which sanctioned apps were used last week', { tag: 'Sanctioned' });
apps('how many unclassified apps are in use', { tag: 'Unclassified' });
apps('how many SaaS apps were used today', { range: '1' });
apps('list the apps used in the past 90 days', { range: '4' });
apps('file sharing apps used this month', { category: 'File Sharing' }, 'this-month');
apps('how many collaboration apps last 30 days', { category: 'Collaboration', range: '3' });
apps('unsanctioned file sharing apps last week', { tag: 'Unsanctioned', category: 'File Sharing' });
apps('what apps does omar.lewis@acme.test use', { u: 'omar.lewis@acme.test' });
apps('which apps did Mary Lewis use in October', { u: 'mary.lewis@acme.test' }, { month: 10 });
apps('show me shadow IT apps', { tag: 'Unsanctioned' }, undefined, false);
apps('count of developer tools apps used last month', { category: 'Developer Tools' }, 'last-month');
apps('apps used yesterday', {}, 'yesterday');
apps('number of unsanctioned apps since Monday', { tag: 'Unsanctioned' }, 'since-monday');

// Gen AI apps
const genai = (question: string, params: Record<string, string | string[]>, window?: Window, figure = true) =>
  q('gen-ai', question, { path: '/gen-ai-apps/list', params: window ? params : { range: '2', ...params }, window, figure });
genai('which gen ai apps were used last week', {});
genai('how many Gen AI apps were used in the last 30 days', { range: '3' });
genai('unsanctioned gen AI tools this month', { tag: 'Unsanctioned' }, 'this-month');
genai('how many AI apps are unclassified', { tag: 'Unclassified' });
genai('generative AI apps used by omar.lewis@acme.test', { u: 'omar.lewis@acme.test' });
genai('list the sanctioned genai apps in the past 90 days', { tag: 'Sanctioned', range: '4' });
genai('LLM apps used today', { range: '1' });
genai('gen ai usage last month', {}, 'last-month', false);

// An app's users
const users = (subjectPath: string, question: string, window?: Window, range = '2', figure = true) =>
  q('app-users', question, { path: subjectPath, params: window ? {} : { range }, window, figure });
users('/saas-users/Slack/list', 'who used Slack last week');
users('/saas-users/Slack/list', 'how many people use slak');
users('/saas-users/Dropbox/list', 'who is using drop box in the last 30 days', undefined, '3');
users('/saas-users/Notion/list', 'users of Notion this month', 'this-month');
users('/saas-users/Zoom/list', 'how many users used Zoom yesterday', 'yesterday');
users('/saas-users/Google Drive/list', 'who accessed google drive in the past 90 days', undefined, '4');
users('/saas-users/Salesforce/list', 'which people use Salesforce');
users('/saas-users/WeTransfer/list', 'who used wetransfer since Monday', 'since-monday');
users('/gen-ai-users/ChatGPT/list', 'who used ChatGPT last week');
users('/gen-ai-users/ChatGPT/list', 'how many people used chat gpt in the last 30 days', undefined, '3');
users('/gen-ai-users/Claude/list', 'who is using Claude today', undefined, '1');
users('/gen-ai-users/DeepSeek/list', 'users of deep seek last month', 'last-month');
users('/gen-ai-users/Perplexity/list', 'who used perplexity in October', { month: 10 });
users('/gen-ai-users/Grok/list', 'how many users use grok');

// Websites visited
const web = (question: string, params: Record<string, string | string[]>, window?: Window, figure = true) =>
  q('websites', question, { path: '/inventory-websites/list', params: window ? params : { range: '2', ...params }, window, figure });
web('which websites were visited last week', {});
web('how many websites were visited in the last 30 days', { range: '3' });
web('websites visited today', { range: '1' });
web('list of sites visited this month', {}, 'this-month');
web('how many websites in the past 90 days', { range: '4' });
web('websites browsed yesterday', {}, 'yesterday');

// People
const people = (question: string, path: string, params: Record<string, string | string[]>, figure = true) =>
  q('people', question, { path, params, figure });
people('how many high risk users are there', '/users', { r: 'High' });
people('which users are high risk', '/users', { r: 'High' });
people('list medium risk people', '/users', { r: 'Medium' });
people('count of low risk users', '/users', { r: 'Low' });
people('how many inactive users', '/users', { status: 'INACTIVE' });
people('show me inactive people', '/users', { status: 'INACTIVE' });
people('riskiest users', '/users', { r: 'High' }, false);
people('how many users do not have the agent installed?', '/user-management', { copilot: 'not_installed' });
people('who has not installed the agent', '/user-management', { copilot: 'not_installed' });
people('users without the copilot', '/user-management', { copilot: 'not_installed' });
people('who uninstalled the agent', '/user-management', { copilot: 'uninstalled' });
people('how many people removed the agent', '/user-management', { copilot: 'uninstalled' });
people('any hi risk users?', '/users', { r: 'High' });

// Endpoints
const ep = (question: string, params: Record<string, string | string[]>, figure = true) => q('endpoints', question, { path: '/devices', params, figure });
ep('how many windows endpoints do we have', { o: 'Windows' });
ep('how many macbooks', { o: 'MacOS' });
ep('list the mac devices', { o: 'MacOS' });
ep('linux machines', { o: 'Linux' });
ep('how many endpoints have been offline for a long time', { status: 'OFFLINE_FOR_CONFIG_TIME' });
ep('which devices are idle', { status: 'OFFLINE_FOR_CONFIG_TIME' });
ep('inactive endpoints', { status: 'INACTIVE' });
ep('how many endpoints run agent version 1.1.7', { version: '1.1.7' });
ep('devices on agent 1.1.3', { version: '1.1.3' });
ep('how many windows laptops are offline', { o: 'Windows', status: 'OFFLINE_FOR_CONFIG_TIME' });
// every status: /devices without filters opens on its defaults, active and in scope (spec part 1 §4)
ep('count of endpoints', { status: 'ALL' });
ep('how many endpoints are there', { status: 'ALL' });
ep('inactive macs', { o: 'MacOS', status: 'INACTIVE' });
ep('windos devices', { o: 'Windows' });

// Compliance, encryption, MDM
const NC = { tab: 'endpoints', status: 'Non Compliant' };
const comp = (question: string, path: string, params: Record<string, string | string[]>, figure = true) => q('compliance', question, { path, params, figure });
comp('how many endpoints are non-compliant', '/compliance', NC);
comp('which macbooks are non-compliant', '/compliance', { ...NC, o: 'MacOS' });
comp('non compliant windows laptops', '/compliance', { ...NC, o: 'Windows' });
comp('list noncompliant devices', '/compliance', NC);
comp('How many endpoints are missing disk encryption?', '/compliance', { tab: 'endpoints', encryption: 'Non HD Encrypted' });
comp('which devices are not encrypted', '/compliance', { tab: 'endpoints', encryption: 'Non HD Encrypted' });
comp('unencrypted macs', '/compliance', { tab: 'endpoints', encryption: 'Non HD Encrypted', o: 'MacOS' });
comp('how many endpoints are compliant', '/endpoints/v2', { compliant: 'true' });
comp('show compliant devices', '/endpoints/v2', { compliant: 'true' });
comp('how many devices are managed by MDM', '/endpoints/v2', { managed: 'MDM' });
comp('mdm managed endpoints', '/endpoints/v2', { managed: 'MDM' });
comp('endpoints without bitlocker or filevault', '/compliance', { tab: 'endpoints', encryption: 'Non HD Encrypted' });

// Sensitive files
q('dlp', 'how many sensitive files were found', { path: '/sensitive-data', params: { range: '2' }, figure: true });
q('dlp', 'show me sensitive data on endpoints', { path: '/sensitive-data', params: { range: '2' }, figure: true });
q('dlp', 'sensitive files on omar.lewis@acme.test devices', { path: '/sensitive-data', params: { range: '2', u: 'omar.lewis@acme.test' }, figure: true });
q('dlp', 'does Mary Lewis have any sensitive files', { path: '/sensitive-data', params: { range: '2', u: 'mary.lewis@acme.test' }, figure: true });
q('dlp', 'DLP findings', { path: '/sensitive-data', params: { range: '2' }, figure: true });

// Copy-paste
const cp = (question: string, params: Record<string, string | string[]>, window?: Window) =>
  q('copy-paste', question, { path: '/copy-paste-activity', params: window ? params : { range: '2', ...params }, window, figure: true });
cp('how many sensitive copy paste events last week', {});
cp('copy-paste activity in the last 30 days', { range: '3' });
cp('copy paste events today', { range: '1' });
cp('copy paste by omar.lewis@acme.test this month', { u: 'omar.lewis@acme.test' }, 'this-month');
cp('sensitive data pasted yesterday', {}, 'yesterday');
cp('copy-paste activity for Jessica Clark in the past 90 days', { u: 'jessica.clark@acme.test', range: '4' });

// Remote commands
const cmd = (question: string, params: Record<string, string | string[]>, window?: Window) =>
  q('commands', question, { path: '/commands', params: window ? params : { range: '2', ...params }, window, figure: true });
cmd('how many remote commands failed last week', { status: 'Failure' });
cmd('queued commands', { status: 'Queued' });
cmd('successful remote commands in the last 30 days', { status: 'Success', range: '3' });
cmd('aborted commands this month', { status: 'Abort' }, 'this-month');
cmd('how many commands were run today', { range: '1' });
cmd('list of remote commands in the past 90 days', { range: '4' });

// Gateways
q('gateways', 'how many gateways are offline', { path: '/ztpa-server', params: { status: 'OFFLINE' }, figure: true });
q('gateways', 'which ZTPA gateways are online', { path: '/ztpa-server', params: { status: 'ONLINE' }, figure: true });
q('gateways', 'list our gateways', { path: '/ztpa-server', params: {}, figure: true });
q('gateways', 'are any gateways down?', { path: '/ztpa-server', params: { status: 'OFFLINE' }, figure: true });
q('gateways', 'which zero trust gateways are up', { path: '/ztpa-server', params: { status: 'ONLINE' }, figure: true });
q('gateways', 'how many ZTPA gateways do we have', { path: '/ztpa-server', params: {}, figure: true });

// Help: definitions and how-to
const help = (question: string) => q('help', question, { intent: 'help', path: '/help-center/*' });
help('What is Block Alert?');
help('what does Unclassified mean');
help('how do I add a SaaS app policy');
help('what is typo squatting');
help('what does session hijacking mean');
help('how do I install the agent on a mac');
help('how do I create a geo-fencing policy');
help('what is ZTPA');
help('how do I run a remote command');
help('what is an unsanctioned app');
help('explain app spoofing');

// Actions: a confirm card, nothing changes
const act = (question: string, app: string, body: Record<string, unknown>) =>
  q('actions', question, { path: '', confirm: { method: 'POST', path: `/api/saas-account/${app}`, body } });
const BLOCK = { is_sanctioned: false, action_type: 'Block' };
act('block WeTransfer', 'WeTransfer', BLOCK); // TikTok is only a website in the demo catalog, not a SaaS app
act('block drop box', 'Dropbox', BLOCK);
act('please block chat gpt', 'ChatGPT', BLOCK);
act('block DeepSeek for everyone', 'DeepSeek', BLOCK);
act('mark Notion as sanctioned', 'Notion', { is_sanctioned: true });
act('sanction Slack', 'Slack', { is_sanctioned: true });
act('mark zoom as sanctioned', 'Zoom', { is_sanctioned: true });
act('block pastebin', 'Pastebin', BLOCK);

// Questions it cannot answer
const unknown = (question: string) => q('unknown', question, { intent: 'unknown', path: '' });
unknown('what is the weather in Lisbon tomorrow');
unknown('write me a poem about firewalls');
unknown('who won the world cup in 2018');
unknown('what is the stock price of Acme');
unknown('book a meeting room for 3pm');
unknown('translate good morning into French');

// Follow-ups refine the previous question in the same conversation
const f1 = sa('blocked alerts for Dropbox last week', { t: 'Block', a: 'Dropbox' });
const f2 = q('follow-ups', 'and this month?', { path: SAAS_ALERTS, params: { t: 'Block', a: 'Dropbox' }, window: 'this-month', figure: true }, f1);
q('follow-ups', 'only on Windows', { path: SAAS_ALERTS, params: { t: 'Block', a: 'Dropbox', o: 'Windows' }, window: 'this-month', figure: true }, f2);
const f4 = sa('blocked alerts last week', { t: 'Block' });
const f5 = q('follow-ups', 'and in the last 30 days?', { path: SAAS_ALERTS, params: { t: 'Block', range: '3' }, figure: true }, f4);
q('follow-ups', 'only on Windows', { path: SAAS_ALERTS, params: { t: 'Block', o: 'Windows', range: '3' }, figure: true }, f5);
const f7 = sa('phishing alerts last week', { reason: PHISHING });
q('follow-ups', 'what about yesterday?', { path: SAAS_ALERTS, params: { reason: PHISHING }, window: 'yesterday', figure: true }, f7);
const f9 = sa('how many alerts in chrome in the last 30 days', { b: 'Chrome', range: '3' });
q('follow-ups', 'and in edge?', { path: SAAS_ALERTS, params: { b: 'Edge', range: '3' }, figure: true }, f9);
const f11 = apps('unsanctioned apps used last week', { tag: 'Unsanctioned' });
q('follow-ups', 'and in the past 90 days?', { path: '/saas/list', params: { tag: 'Unsanctioned', range: '4' }, figure: true }, f11);
const f13 = ep('how many windows endpoints', { o: 'Windows' });
q('follow-ups', 'and macs?', { path: '/devices', params: { o: 'MacOS' }, figure: true }, f13);
const f15 = cmd('failed commands last week', { status: 'Failure' });
q('follow-ups', 'and last month?', { path: '/commands', params: { status: 'Failure' }, window: 'last-month', figure: true }, f15);
const f17 = users('/saas-users/Slack/list', 'who used Slack last week');
q('follow-ups', 'and in October?', { path: '/saas-users/Slack/list', params: {}, window: { month: 10 }, figure: true }, f17);

// Written blind (issue 28 item 5): by someone who had not read the engine's rules.
// Ordinary questions come first in each group; a follow-up is asked right after the question it follows,
// in the same conversation: refinements change only a filter or the dates, context switches ask about a
// different subject (nothing of the old one carries over), and off-topic follow-ups get no link.
const NON_COMPLIANT = { tab: 'endpoints', status: 'Non Compliant' };

const b1 = sa('how many geofenced country alerts have we had over the last 30 days', { reason: 'Geofenced Country', range: '3' });
q('follow-ups', 'separately - how many of our endpoints are non-compliant at the moment?', { path: '/compliance', params: NON_COMPLIANT, figure: true }, b1);

const b2 = sa('any session hijacking attempts on the macs in the last 24 hours?', { reason: 'Session Hijacking', o: 'MacOS', range: '1' });
q('follow-ups', 'different question: how many endpoints do we have in total?', { path: '/devices', params: { status: 'ALL' }, figure: true }, b2);

const b3 = wa('were any sites blocked this week because of a blocked category', { t: 'Block', reason: 'Blocked Category', range: '2' });
q('follow-ups', 'same thing but over the last 90 days', { path: WEB_ALERTS, params: { t: 'Block', reason: 'Blocked Category', range: '4' }, figure: true }, b3);

const b4 = wa('website alerts for tiktok.com, last 90 days', { a: 'tiktok.com', range: '4' });
q('unknown', 'ha, figures. unrelated - any good movies out this weekend?', { intent: 'unknown', path: '' }, b4);

const b5 = genai('which unsanctioned generative AI tools have people been using over the last 30 days?', { tag: 'Unsanctioned', range: '3' });
q('follow-ups', 'now just the sanctioned ones', { path: '/gen-ai-apps/list', params: { tag: 'Sanctioned', range: '3' }, figure: true }, b5);

const b6 = apps('how many marketing apps did we see in the last 24 hours', { category: 'Marketing', range: '1' });
q('follow-ups', 'only the unsanctioned ones, and go back 30 days', { path: '/saas/list', params: { category: 'Marketing', tag: 'Unsanctioned', range: '3' }, figure: true }, b6);

const b7 = ep('long idle linux boxes?', { o: 'Linux', status: 'OFFLINE_FOR_CONFIG_TIME' });
q('follow-ups', 'and who are our high risk users?', { path: '/users', params: { r: 'High' }, figure: true }, b7);

const b8 = comp('how many windows machines are missing disk encryption', '/compliance', { tab: 'endpoints', encryption: 'Non HD Encrypted', o: 'Windows' });
q('follow-ups', 'different topic: how many website alerts came in over the last 7 days?', { path: WEB_ALERTS, params: { range: '2' }, figure: true }, b8);

const b9 = comp('how many of our macs are enrolled in MDM', '/endpoints/v2', { managed: 'MDM', o: 'MacOS' });
q('unknown', "great, thanks. how's your weekend looking?", { intent: 'unknown', path: '' }, b9);

q('dlp', 'does Tariq Murphy have sensitive files sitting on his laptop?', { path: '/sensitive-data', params: { range: '2', u: 'tariq.murphy@acme.test' }, figure: true });

const b11 = cp('clipboard activity with sensitive data for paul.wilson@acme.test over the last 30 days', { u: 'paul.wilson@acme.test', range: '3' });
q('follow-ups', 'unrelated, but which gen AI apps did people use last week?', { path: '/gen-ai-apps/list', params: { range: '2' }, figure: true }, b11);

const b12 = cmd('are there remote commands from the last 24 hours still stuck in the queue', { status: 'Queued', range: '1' });
q('follow-ups', 'what about the ones that timed out?', { path: '/commands', params: { status: 'Abort', range: '1' }, figure: true }, b12);

const b13 = users('/saas-users/Figma/list', "who's been using Figma in the last 90 days", undefined, '4');
q('unknown', "cool. what's the capital of Australia?", { intent: 'unknown', path: '' }, b13);

const b14 = users('/gen-ai-users/DeepSeek/list', 'has anyone been on DeepSeek this month? who?', 'this-month');
q('unknown', 'who would win in a fight, a shark or a gorilla?', { intent: 'unknown', path: '' }, b14);

q('gateways', 'list the zero trust gateways that are down right now', { path: '/ztpa-server', params: { status: 'OFFLINE' }, figure: true });

unknown("what's a good recipe for banana bread");
unknown('what happened yesterday?');
