// The words admins use for the console's values (spec part 1 §4, part 2 §3, §9), mapped onto them.
// Each table is ordered longest phrase first so 'block alert' wins over 'block'.
import type { ACCESS_TYPES, ALERT_ACTIONS, ALERT_REASONS, BROWSERS, PLATFORM_FAMILIES } from '../../src/api/contract/catalog';
import type { RISK_LEVELS } from '../../src/api/contract/users';

export type Platform = (typeof PLATFORM_FAMILIES)[number];
export type AlertAction = (typeof ALERT_ACTIONS)[number];
export type AlertReason = (typeof ALERT_REASONS)[number];
export type Browser = (typeof BROWSERS)[number];
export type AccessType = (typeof ACCESS_TYPES)[number];
export type RiskLevel = (typeof RISK_LEVELS)[number];

type Table<T> = readonly (readonly [RegExp, T])[];

export const PLATFORM_WORDS: Table<Platform> = [
  [/\b(mac ?books?|macs?|mac ?os|osx|os x|apple|imacs?)\b/, 'MacOS'],
  [/\b(windows|windos|win(10|11)|pcs?)\b/, 'Windows'],
  [/\b(linux|ubuntu|debian)\b/, 'Linux'],
];

/** Alert actions as admins say them; 'warned' and 'block alert' are the Alert action (spec part 1 §4). */
export const ACTION_WORDS: Table<AlertAction> = [
  [/\bblock(ed)?[ -]alerts? (action|rows?)\b|\bwarn(ed|ings?)?\b|\balerted\b/, 'Alert'],
  [/\b(blocked|blocks|blocking)\b/, 'Block'],
  [/\b(reported|reports)\b/, 'Report'],
];

export const REASON_WORDS: Table<AlertReason> = [
  [/\btypo[ -]?squat(ting|s)?\b|\blook[ -]?alike\b/, 'Typo Squatting'],
  [/\b(app )?spoof(ing|ed)?\b|\bfake (app|login)s?\b/, 'App Spoofing'],
  [/\bsession hijack(ing|s)?\b|\bhijack(ing|ed)?\b/, 'Session Hijacking'],
  [/\bgeo[ -]?fenc(ed|ing|e)\b|\bblocked countr(y|ies)\b/, 'Geofenced Country'],
  [/\bblocked categor(y|ies)\b/, 'Blocked Category'],
  [/\bblocked web ?apps?\b/, 'Blocked Webapp'],
  [/\bunsanctioned apps? (alerts?|reason)\b/, 'Unsanctioned App'],
];

export const PHISHING = /\bphish(ing|ed)?\b/;
export const PHISHING_REASONS: readonly AlertReason[] = ['App Spoofing', 'Session Hijacking', 'Typo Squatting'];

export const BROWSER_WORDS: Table<Browser> = [
  [/\b(google )?chrome\b/, 'Chrome'],
  [/\bfirefox\b/, 'Firefox'],
  [/\bsafari\b/, 'Safari'],
  [/\b(microsoft )?edge\b/, 'Edge'],
  [/\bopera\b/, 'Opera'],
  [/\bchromium\b/, 'Chromium'],
  [/\belectron\b/, 'Electron'],
  [/\b(internet explorer|msie|ie11)\b/, 'MSIE'],
];

export const ACCESS_WORDS: Table<AccessType> = [
  [/\b(unsanctioned|unapproved|not approved|shadow it|disallowed|forbidden)\b/, 'Unsanctioned'],
  [/\b(unclassified|not classified|unreviewed|uncategori[sz]ed)\b/, 'Unclassified'],
  [/\b(sanctioned|approved|allowed)\b/, 'Sanctioned'],
];

export const RISK_WORDS: Table<RiskLevel> = [
  [/\b(high[ -]risk|hi[ -]risk|risky|riskiest|dangerous)\b/, 'High'],
  [/\bmedium[ -]risk\b/, 'Medium'],
  [/\blow[ -]risk\b/, 'Low'],
];

export type CommandStatus = 'Queued' | 'Success' | 'Failure' | 'Abort';

/** spec part 2 §4 remote command states as admins say them */
export const COMMAND_WORDS: Table<CommandStatus> = [
  [/\bfail(ed|ures?|ing)?\b/, 'Failure'],
  [/\bsucce(eded|ssful|ss)\b|\bworked\b/, 'Success'],
  [/\babort(ed)?\b|\btimed out\b/, 'Abort'],
  [/\bqueued\b|\bpending\b|\bwaiting\b|\bstuck\b/, 'Queued'],
];

export const GEN_AI = /\b(gen ?ai|generative ai|ai (apps?|tools?|chat ?bots?|assistants?)|llms?|chat ?bots?)\b/;

export function firstMatch<T>(text: string, table: Table<T>): T | undefined {
  for (const [pattern, value] of table) if (pattern.test(text)) return value;
  return undefined;
}

export function allMatches<T>(text: string, table: Table<T>): T[] {
  return [...new Set(table.filter(([pattern]) => pattern.test(text)).map(([, value]) => value))];
}

/** Words that never name an entity on their own (so 'box' in 'inbox' or 'teams' in 'all teams' is not an app by accident). */
export const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can did do does for from had has have how i in is it its last many me most my no not of on or our over past per show ' +
    'that the their them there these this those to top up us was we were what when where which who whom why will with within you your all alerts alert ' +
    'apps app users user people endpoints endpoint devices device websites website sites site blocked block blocks report reports reported number count ' +
    'list give tell week weeks month months day days today yesterday since used use using uses usage time screen sanctioned unsanctioned unclassified ' +
    'mark as gen ai only also and then compare versus vs than more less new old latest recent recently ever total'
  ).split(' '),
);
