// From a question (and the previous plan, for follow-ups) to a Plan. Rules over the spec's vocabulary,
// not a model: every phrasing it accepts is listed in tests and the evaluation set.
import { defaultRange, parseDates } from './dates';
import { findMentions, type Catalogue, type Entity } from './entities';
import type { ActionPlan, EndpointState, Filters, Measure, PersonState, Plan, QueryPlan, Subject } from './plan';
import {
  ACCESS_WORDS,
  ACTION_WORDS,
  BROWSER_WORDS,
  COMMAND_WORDS,
  GEN_AI,
  PHISHING,
  PHISHING_REASONS,
  PLATFORM_WORDS,
  REASON_WORDS,
  RISK_WORDS,
  allMatches,
  firstMatch,
} from './vocabulary';

const FOLLOW_UP = /^(and|what about|how about|only|just|now|same|but|also|then)\b/;
/** A question of its own: with no subject and no filter, a date alone does not make it a refinement. */
const OWN_QUESTION = /^(what|who|why|how|when|where|tell|show|give|is|are|do|does|did|can|could|will|would)\b/;
const HELP = /^(what is|what's|what are|what does|what do .* mean|define|explain|how do i|how can i|how to|where (do|can) i|why (is|does|are))\b/;
const DATA_WORDS = /\bhow many\b|\bnumber of\b|\bwhich\b|\bwho\b|\blist\b|\btop\b|\bcount\b/;

const ALERT_NOUNS = /\balerts?\b|\bincidents?\b|\bviolations?\b|\bphish|\battacks?\b|\bdetections?\b/;
const BLOCK_EVENTS = /\b(blocks|blocked|reports|reported|warned|warnings|alerted)\b/;
const APP_NOUNS = /\bapps?\b|\bapplications?\b|\bsaas\b|\btools?\b|\bservices?\b/;
const WEBSITE_NOUNS = /\bwebsites?\b|\bsites?\b|\bdomains?\b|\burls?\b|\bweb pages?\b|\bweb\b/;
const ENDPOINT_NOUNS = /\bendpoints?\b|\bdevices?\b|\blaptops?\b|\bmachines?\b|\bcomputers?\b|\bhosts?\b|\bworkstations?\b|\bmac ?books?\b|\bmacs\b|\bpcs\b/;
const PEOPLE_NOUNS = /\busers?\b|\bpeople\b|\bemployees?\b|\bstaff\b|\bpersons?\b|\bwho\b|\bwhom\b/;

function endpointState(q: string): EndpointState | undefined {
  if (/\bnon[- ]?compliant\b|\bnot compliant\b|\bfail(ing|ed)? compliance\b|\bout of compliance\b/.test(q)) return 'noncompliant';
  if (/\bunencrypted\b|\bnot encrypted\b|\bwithout (disk |hd |full[- ]disk )?encryption\b|\bmissing (hd |disk )?encryption\b|\bno (disk )?encryption\b|\bfilevault off\b|\b(without|no|missing) (bitlocker|filevault)\b|\b(bitlocker|filevault) (is )?(off|disabled)\b/.test(q)) return 'unencrypted';
  if (/\blong[- ]idle\b|\bidle\b|\boffline for\b|\bnot seen\b|\bsilent\b|\bstale\b/.test(q)) return 'idle';
  if (/\bmdm\b|\bmanaged\b|\benrolled\b/.test(q)) return 'mdm';
  if (/\bcompliant\b/.test(q)) return 'compliant';
  if (/\binactive\b|\boffline\b/.test(q)) return 'inactive';
  return undefined;
}

function personState(q: string): PersonState | undefined {
  if (/\b(do not|don't|does not|doesn't|did not|didn't) have (the |an )?(agent|copilot)\b|\bnot installed\b|\bwithout (the |an )?(agent|copilot)\b|\bno (agent|copilot)\b|\bunmonitored\b|\bnot monitored\b|\bmissing (the )?agent\b/.test(q)) return 'not_installed';
  if (/\buninstalled\b|\bremoved (the )?(agent|copilot)\b/.test(q)) return 'uninstalled';
  if (/\binactive\b/.test(q)) return 'inactive';
  return undefined;
}

function measureOf(q: string): { measure: Measure; limit: number } {
  const top = /\btop\s*(\d+)?\b|\bmost\b|\bbiggest\b|\bheaviest\b|\bbusiest\b|\bleast\b/.exec(q);
  if (top) return { measure: 'top', limit: Math.min(Number(top[1] ?? 10) || 10, 25) };
  if (/\btrend\b|\bover time\b|\bper day\b|\bdaily\b|\bby day\b|\beach day\b/.test(q)) return { measure: 'trend', limit: 10 };
  if (/\bhow many\b|\bnumber of\b|\bcount\b|\bhow much\b|\btotal\b/.test(q)) return { measure: 'count', limit: 10 };
  return { measure: 'list', limit: 10 };
}

function filtersOf(q: string, mentions: Entity[]): Filters {
  const filters: Filters = {};
  const of = (kind: Entity['kind']) => mentions.filter((m) => m.kind === kind);
  if (of('app').length) filters.apps = of('app');
  if (of('website').length) filters.websites = of('website');
  if (of('person').length) filters.people = of('person');
  if (of('endpoint').length) filters.endpoints = of('endpoint');
  const category = of('category')[0];
  if (category) filters.category = category.key;
  const platforms = allMatches(q, PLATFORM_WORDS);
  if (platforms.length) filters.platforms = platforms;
  const actions = allMatches(q, ACTION_WORDS);
  if (actions.length) filters.actions = actions;
  const reasons = PHISHING.test(q) ? [...PHISHING_REASONS] : allMatches(q, REASON_WORDS);
  if (reasons.length) filters.reasons = reasons;
  const browsers = allMatches(q, BROWSER_WORDS);
  if (browsers.length) filters.browsers = browsers;
  const access = firstMatch(q, ACCESS_WORDS);
  if (access) filters.accessType = access;
  if (GEN_AI.test(q)) filters.genAi = true;
  const risk = firstMatch(q, RISK_WORDS);
  if (risk) filters.risk = risk;
  const state = endpointState(q);
  if (state) filters.endpointState = state;
  const pState = personState(q);
  if (pState) filters.personState = pState;
  const version = /\b(?:agent|copilot)\s+(?:version\s+)?v?(\d+\.\d+\.\d+)\b|\bversion\s+v?(\d+\.\d+\.\d+)\b/.exec(q);
  if (version) filters.agentVersion = version[1] ?? version[2];
  const statuses = allMatches(q, COMMAND_WORDS);
  if (statuses.length && /\bcommands?\b/.test(q)) filters.commandStatuses = statuses;
  return filters;
}

/** 'what did the restart on MBP-042 return', 'the output of the disk usage on X': a command's result */
const COMMAND_RESULT = /\bwhat did (?:the |my |our )?[a-z][\w -]* (?:on|from|for) \S+ (?:return|say|print|output|show)\b|\b(?:output|result) of (?:the )?[a-z][\w -]* (?:on|from|for) \S+/;

function subjectOf(q: string, f: Filters, dated: boolean): Subject | undefined {
  if (/\bcopy[- ]?past(e|ed|ing)\b|\bcop(y|ied)\b|\bpasted?\b|\bpasting\b|\bclipboard\b/.test(q)) return 'copy_paste';
  if (/\bsensitive (data|files?|information)\b|\bdlp\b|\bpii\b|\bcredit cards?\b|\bssns?\b|\bsecrets? (in|on) files?\b/.test(q)) return 'sensitive_files';
  if (/\bcommands?\b/.test(q) || COMMAND_RESULT.test(q)) return 'commands';
  if (/\bgateways?\b|\bztpa\b|\bvpn\b/.test(q)) return 'gateways';
  // 'blocked websites this month' asks what was blocked then: alerts, not the block list
  const blockedInTime = BLOCK_EVENTS.test(q) && dated && !ENDPOINT_NOUNS.test(q);
  const alertish = ALERT_NOUNS.test(q) || Boolean(f.reasons) || blockedInTime || (BLOCK_EVENTS.test(q) && !APP_NOUNS.test(q) && !WEBSITE_NOUNS.test(q) && !ENDPOINT_NOUNS.test(q));
  if (alertish) return WEBSITE_NOUNS.test(q) || (f.websites && !f.apps && !APP_NOUNS.test(q)) ? 'website_alerts' : 'saas_alerts';
  if (ENDPOINT_NOUNS.test(q) || f.endpoints || (f.endpointState && f.endpointState !== 'inactive') || f.agentVersion) return 'endpoints';
  // 'which gen ai apps are people using': the noun the question asks for decides, not the first noun seen
  const asked = /\b(?:which|what|top|list|show)\s+(?:\d+\s+)?(?:[\w-]+\s+){0,3}?(apps?|applications?|tools?|services?|users?|people|employees?|persons?)\b/.exec(q);
  if (asked && APP_NOUNS.test(asked[1]) && !f.apps?.length) return 'apps';
  const peopleWords = PEOPLE_NOUNS.test(q.replace(/\bwho(m)?\b/g, ''));
  if (f.apps?.length && (PEOPLE_NOUNS.test(q) || /\buse[sd]?\b|\busing\b/.test(q))) return 'app_users';
  if (peopleWords || f.risk || f.personState || (PEOPLE_NOUNS.test(q) && (f.people?.length || f.accessType))) return 'people';
  if (WEBSITE_NOUNS.test(q) || (f.websites && !f.apps)) return 'websites';
  if (APP_NOUNS.test(q) || f.genAi || f.accessType) return 'apps';
  if (f.apps?.length) return 'app_users';
  if (f.people?.length) return 'apps';
  if (f.platforms?.length) return 'endpoints';
  return undefined;
}

function actionOf(q: string, catalogue: Catalogue): ActionPlan | undefined {
  const text = q.replace(/^(please|can you|could you|go ahead and)\s+/, '');
  const switchTo = /^switch\s+(?:company\s+)?(?:to\s+)?(?:company\s+)?(.+)$/.exec(text);
  if (switchTo) return { kind: 'action', verb: 'switch', targetText: switchTo[1].replace(/[.?!]$/, '').trim() };
  const mark = /^(?:mark|set|make|classify)\s+(.+?)\s+(?:as|to)\s+(sanctioned|approved|unsanctioned|blocked|block alert|report|reported|unclassified)\b/.exec(text);
  const verbFirst = /^(block alert|block|unblock|sanction|approve|allow|unsanction|report)\s+(?:the\s+)?(?:app\s+)?(.+)$/.exec(text);
  let verb: ActionPlan['verb'] | undefined;
  let targetText = '';
  if (mark) {
    targetText = mark[1];
    verb = { sanctioned: 'sanction', approved: 'sanction', unsanctioned: 'block', blocked: 'block', 'block alert': 'block_alert', report: 'report', reported: 'report', unclassified: 'unclassify' }[mark[2]] as ActionPlan['verb'];
  } else if (verbFirst) {
    targetText = verbFirst[2];
    verb = ({ 'block alert': 'block_alert', block: 'block', unblock: 'unclassify', sanction: 'sanction', approve: 'sanction', allow: 'sanction', unsanction: 'block', report: 'report' } as const)[verbFirst[1] as 'block'];
    // 'report on ...' and 'block alerts for ...' are questions, not actions
    if (/^(on|about|for|of)\b|^alerts?\b|^(the )?(number|count|list)\b/.test(targetText)) return undefined;
  }
  if (!verb) return undefined;
  targetText = targetText.replace(/[.?!]$/, '').trim();
  const target = findMentions(targetText, catalogue).find((m) => m.entity.kind === 'app')?.entity;
  return { kind: 'action', verb, target, targetText };
}

export interface UnderstandInput {
  question: string;
  previous?: QueryPlan;
  catalogue: Catalogue;
  now: Date;
  zone: string;
}

export function understand({ question, previous, catalogue, now, zone }: UnderstandInput): Plan {
  const q = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const action = actionOf(q, catalogue);
  if (action) return action;
  if (HELP.test(q) && !DATA_WORDS.test(q)) return { kind: 'help', topicQuery: q.replace(HELP, '').replace(/[?.!]/g, '').trim() };

  // browser and platform words are filters, never app or website names ('chrome', 'windows')
  const forEntities = [...BROWSER_WORDS, ...PLATFORM_WORDS, ...RISK_WORDS, ...ACCESS_WORDS, [GEN_AI, null] as const].reduce(
    (text, [pattern]) => text.replace(new RegExp(pattern.source, 'gi'), ' '),
    question,
  );
  const mentions = findMentions(forEntities, catalogue).map((m) => m.entity);
  const filters = filtersOf(q, mentions);
  const dates = parseDates(q, now, zone);
  const subject = subjectOf(q, filters, dates !== null);

  // Context refines only a refinement: 'and on windows?', 'last week?', 'only high risk'. A question of its
  // own that the engine cannot map ('tell me a joke', 'what happened yesterday?') is answered as unknown.
  const refines = FOLLOW_UP.test(q) || (!subject && (Object.values(filters).some((v) => v !== undefined) || (dates !== null && !OWN_QUESTION.test(q))));
  // a follow-up that names another subject is a new question ('and who are our high risk users?')
  // (named by its nouns: 'only on Windows' reads as endpoints from its filter alone, and refines)
  const named = previous ? subjectOf(q, {}, dates !== null) : undefined;
  const switches = previous && subject && named && subject !== previous.subject;
  if (previous && refines && !switches) {
    // command states read as filters when the conversation is about commands ('the ones that timed out')
    if (previous.subject === 'commands' && !filters.commandStatuses) {
      const statuses = allMatches(q, COMMAND_WORDS);
      if (statuses.length) filters.commandStatuses = statuses;
    }
    const merged: Filters = { ...previous.filters };
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    const { measure, limit } = /\bhow many|\btop\b|\btrend|\blist\b|\bwhich\b|\bwho\b/.test(q) ? measureOf(q) : previous;
    return {
      ...previous,
      subject: subject && !FOLLOW_UP.test(q) ? subject : previous.subject,
      measure,
      limit,
      filters: merged,
      range: dates ?? previous.range,
      rangeDefaulted: dates ? false : previous.rangeDefaulted,
    };
  }
  if (!subject) return { kind: 'unknown' };
  const { measure, limit } = measureOf(q);
  // a new subject asked as a follow-up keeps the period the conversation chose, unless it names its own
  if (switches && !dates && !previous.rangeDefaulted) return { kind: 'query', subject, measure, limit, filters, range: previous.range, rangeDefaulted: false };
  return { kind: 'query', subject, measure, limit, filters, range: dates ?? defaultRange(now, zone), rangeDefaulted: !dates };
}
