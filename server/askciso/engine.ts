// The AskCISO engine (issue 8): a question, the asker's scope and the previous plan in, an answer with
// computed figures and deep links out. Built in; no network and no model.
import { and, sql } from 'drizzle-orm';
import Fuse from 'fuse.js';
import { canChangeAnything, canChangePolicies } from '../../src/api/contract/access';
import { SUGGESTED_QUESTIONS, type Answer } from '../../src/api/contract/askciso';
import type { FeatureFlag } from '../../src/api/contract/accounts';
import type { Db } from '../db/client';
import { accounts } from '../db/schema/index';
import type { Scope } from '../plugins/scope';
import { loadCatalogue } from './entities';
import { searchHelp } from './help';
import type { ActionPlan, QueryPlan, Subject } from './plan';
import { runAlerts } from './run/alerts';
import { baseAnswer, type RunContext } from './run/context';
import { runEndpoints, runPeople } from './run/fleet';
import { runAppUsers, runApps, runWebsites } from './run/inventory';
import { runCommands, runCopyPaste, runGateways, runSensitiveFiles } from './run/operations';
import { understand } from './understand';


export interface AskInput {
  db: Db;
  scope: Scope;
  question: string;
  previous?: QueryPlan;
  now: Date;
  zone: string;
  /** receives the answer's first sentence as soon as its figure is known, before the rest is computed */
  onText?: (text: string) => void;
}

export interface AskResult {
  answer: Answer;
  /** kept with the answer so a follow-up can refine it */
  plan?: QueryPlan;
}

/** Subjects a company's flags or the role may close (spec part 2 §2.7; DESIGN.md role table). */
const SUBJECT_GATES: Partial<Record<Subject, { flag?: FeatureFlag; blockedBy?: FeatureFlag; what: string }>> = {
  sensitive_files: { flag: 'enable_dlp', what: 'Data loss prevention is not enabled for this company.' },
  copy_paste: { flag: 'enable_dlp', what: 'Data loss prevention is not enabled for this company.' },
  commands: { flag: 'enable_execute_command', what: 'Remote commands are not enabled for this company.' },
  gateways: { flag: 'enable_vpn', what: 'Zero-trust gateways are not enabled for this company.' },
  websites: { blockedBy: 'disable_session_logs', what: 'Website usage is not recorded for this company (session logs are disabled).' },
  website_alerts: { blockedBy: 'disable_session_logs', what: 'Website activity is not recorded for this company (session logs are disabled).' },
};

function honest(now: Date, question: string, text: string): Answer {
  const answer = baseAnswer('unknown', now);
  const topics = searchHelp(question, 3);
  answer.text = text;
  answer.help_topics = topics.map(({ id, title, href }) => ({ id, title, href }));
  answer.suggestions = SUGGESTED_QUESTIONS.slice(0, 3).map(String);
  return answer;
}

const ACTION_CHANGE: Record<Exclude<ActionPlan['verb'], 'switch'>, { body: { is_sanctioned: boolean | null; action_type?: string }; words: string; explain: string }> = {
  block: { body: { is_sanctioned: false, action_type: 'Block' }, words: 'Unsanctioned with the Block action', explain: 'People will not be able to open it; each attempt raises a Block alert.' },
  block_alert: { body: { is_sanctioned: false, action_type: 'Block Alert' }, words: 'Unsanctioned with the Block Alert action', explain: 'People see a warning but may continue; each visit raises an Alert.' },
  report: { body: { is_sanctioned: false, action_type: 'Report' }, words: 'Unsanctioned with the Report action', explain: 'Nothing is shown to people; access is logged and an admin alert is raised.' },
  sanction: { body: { is_sanctioned: true }, words: 'Sanctioned', explain: 'The app is approved for use.' },
  unclassify: { body: { is_sanctioned: null }, words: 'Unclassified', explain: 'Its sanction or block is removed.' },
};

async function confirmAction(db: Db, scope: Scope, plan: ActionPlan, now: Date, question: string): Promise<Answer> {
  const answer = baseAnswer(`action_${plan.verb}`, now);
  if (!canChangeAnything(scope.access)) {
    answer.text = 'Your role is read-only, so AskCISO cannot make changes for you. An admin of this company can.';
    return answer;
  }
  if (plan.verb === 'switch') {
    const reachable = await db.select({ id: accounts.id, name: accounts.name, clientId: accounts.clientId }).from(accounts).where(and(scope.accessibleAccounts(), sql`${accounts.id} <> ${scope.accountId}::uuid`));
    const match = new Fuse(reachable, { keys: ['name'], threshold: 0.35 }).search(plan.targetText)[0]?.item;
    if (!match) {
      answer.text = reachable.length
        ? `I could not find a company called “${plan.targetText}” among those you can switch to: ${reachable.map((a) => a.name).join(', ')}.`
        : 'There is no other company you can switch to.';
      return answer;
    }
    answer.text = `Switch from **${scope.account.name}** to **${match.name}**? The console reloads on that company's landing page.`;
    answer.confirm = { title: `Switch to ${match.name}`, description: answer.text, method: 'POST', path: '/api/auth/update', body: { client_id: match.clientId }, kind: 'switch', client_id: match.clientId, confirm_label: 'Switch company' };
    return answer;
  }
  if (!canChangePolicies(scope.access)) {
    answer.text = 'Your role cannot change app policies. Ask an admin of this company to do it from SaaS Apps Policy.';
    return answer;
  }
  if (!plan.target) return honest(now, question, `I could not find an app called “${plan.targetText}”. Check the name in the SaaS Apps inventory and ask again.`);
  const change = ACTION_CHANGE[plan.verb];
  answer.text = `Mark **${plan.target.label}** as **${change.words}**? ${change.explain} Online endpoints get the change in 1-2 minutes; offline endpoints when they next come online.`;
  answer.confirm = {
    title: `${plan.target.label}: ${change.words}`,
    description: answer.text,
    method: 'POST',
    path: `/api/saas-account/${encodeURIComponent(plan.target.key)}`,
    body: change.body,
    kind: 'call',
    confirm_label: plan.verb === 'sanction' ? 'Sanction' : plan.verb === 'unclassify' ? 'Unclassify' : plan.verb === 'block' ? 'Block' : plan.verb === 'block_alert' ? 'Block Alert' : 'Report',
  };
  return answer;
}

export async function ask(input: AskInput): Promise<AskResult> {
  const { db, scope, question, previous, now, zone } = input;
  const catalogue = await loadCatalogue(db, scope, now.getTime());
  const plan = understand({ question, previous, catalogue, now, zone });

  if (plan.kind === 'action') return { answer: await confirmAction(db, scope, plan, now, question) };
  if (plan.kind === 'help') {
    const topics = searchHelp(plan.topicQuery || question, 3, /^(how|where)\b/i.test(question.trim()));
    if (topics.length === 0) return { answer: honest(now, question, 'I have no help topic about that yet.') };
    const answer = baseAnswer('help', now);
    answer.text = `**${topics[0].title}.** ${topics[0].flyout}`;
    answer.links = [{ label: `Read ${topics[0].title} in the Help Center`, href: topics[0].href, route_id: 'help-center-topic' }];
    answer.help_topics = topics.map(({ id, title, href }) => ({ id, title, href }));
    return { answer };
  }
  if (plan.kind === 'unknown') {
    return { answer: honest(now, question, "I can't answer that from your company's data yet. These help topics may cover it, or try one of the questions below.") };
  }

  const gate = SUBJECT_GATES[plan.subject];
  if (gate && ((gate.flag && !scope.access.flags[gate.flag]) || (gate.blockedBy && scope.access.flags[gate.blockedBy]))) {
    return { answer: honest(now, question, gate.what) };
  }
  const ctx: RunContext = {
    db, scope, plan, now, zone,
    say: (headline) => {
      input.onText?.(headline);
      return headline;
    },
  };
  const runners: Record<Subject, () => Promise<Answer>> = {
    saas_alerts: () => runAlerts(ctx),
    website_alerts: () => runAlerts(ctx),
    apps: () => runApps(ctx),
    app_users: () => runAppUsers(ctx),
    websites: () => runWebsites(ctx),
    people: () => runPeople(ctx),
    endpoints: () => runEndpoints(ctx),
    sensitive_files: () => runSensitiveFiles(ctx),
    copy_paste: () => runCopyPaste(ctx),
    commands: () => runCommands(ctx, question),
    gateways: () => runGateways(ctx, question),
  };
  return { answer: await runners[plan.subject](), plan };
}

