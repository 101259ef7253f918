import { describe, expect, it } from 'vitest';
import { catalogueOf, findMentions, type Entity } from './entities';
import type { QueryPlan } from './plan';
import { understand } from './understand';

const entities: Entity[] = [
  { kind: 'app', key: 'ChatGPT', label: 'ChatGPT', id: 'a1', genAi: true },
  { kind: 'app', key: 'Dropbox', label: 'Dropbox', id: 'a2' },
  { kind: 'app', key: 'Slack', label: 'Slack', id: 'a3' },
  { kind: 'app', key: 'Medium', label: 'Medium', id: 'a4' },
  { kind: 'app', key: 'Pastebin', label: 'Pastebin', id: 'a5' },
  { kind: 'website', key: 'news.example.com', label: 'Example News', aliases: ['Example News'] },
  { kind: 'person', key: 'dana.lee@acme.test', label: 'Dana Lee', id: 'p1', aliases: ['Dana Lee'] },
  { kind: 'endpoint', key: 'MBP-042', label: 'MBP-042', id: 'e1' },
  { kind: 'category', key: 'File Sharing', label: 'File Sharing' },
];
const catalogue = catalogueOf(entities);
const now = new Date('2026-11-21T15:30:00Z');
const ask = (question: string, previous?: QueryPlan) => understand({ question, previous, catalogue, now, zone: 'UTC' });
const query = (question: string, previous?: QueryPlan) => {
  const plan = ask(question, previous);
  if (plan.kind !== 'query') throw new Error(`${question}: ${plan.kind}`);
  return plan;
};

describe('entity resolution', () => {
  it('reads names by their compact form and bridges small typos', () => {
    const names = (q: string) => findMentions(q, catalogue).map((m) => m.entity.key);
    expect(names('who uses chat gpt')).toEqual(['ChatGPT']);
    expect(names('blocked alerts for drop box')).toEqual(['Dropbox']);
    expect(names('alerts for dropbx')).toEqual(['Dropbox']);
    expect(names('how many people use slackk')).toEqual(['Slack']);
    expect(names('what did Dana Lee do on MBP-042')).toEqual(['dana.lee@acme.test', 'MBP-042']);
  });

  it('never reads common words or filter words as names', () => {
    expect(findMentions('show me the alerts from last week', catalogue)).toEqual([]);
    expect(query('list medium risk people').filters.apps).toBeUndefined();
  });
});

describe('intent selection', () => {
  it('tells alerts, apps, people, endpoints and data questions apart', () => {
    expect(query('How many blocked alerts for Dropbox last week?')).toMatchObject({ subject: 'saas_alerts', measure: 'count', filters: { actions: ['Block'] } });
    expect(query('web alerts yesterday').subject).toBe('website_alerts');
    expect(query('which unsanctioned gen ai apps were used this month').filters).toMatchObject({ accessType: 'Unsanctioned', genAi: true });
    expect(query('who used ChatGPT yesterday').subject).toBe('app_users');
    expect(query('how many high risk users').filters.risk).toBe('High');
    expect(query('which macbooks are missing disk encryption')).toMatchObject({ subject: 'endpoints', filters: { platforms: ['MacOS'], endpointState: 'unencrypted' } });
    expect(query('how many times was Pastebin blocked last week').subject).toBe('saas_alerts');
    expect(query('sensitive data pasted yesterday').subject).toBe('copy_paste');
    expect(query('top 5 apps by alerts').measure).toBe('top');
    // a command's result is a commands question, about the endpoint it names
    expect(query('what did the restart on MBP-042 return?')).toMatchObject({ subject: 'commands', filters: { endpoints: [{ key: 'MBP-042' }] } });
    expect(query('show me the output of the disk usage on MBP-042').subject).toBe('commands');
    expect(query('which commands failed yesterday')).toMatchObject({ subject: 'commands', filters: { commandStatuses: ['Failure'] } });
  });

  it('turns imperatives into actions and definitions into help; the rest is unknown', () => {
    expect(ask('block drop box')).toMatchObject({ kind: 'action', verb: 'block', target: { key: 'Dropbox' } });
    expect(ask('mark Slack as sanctioned')).toMatchObject({ kind: 'action', verb: 'sanction', target: { key: 'Slack' } });
    expect(ask('switch to Globex')).toMatchObject({ kind: 'action', verb: 'switch', targetText: 'globex' });
    expect(ask('What is Block Alert?').kind).toBe('help');
    expect(ask('who won the world cup in 2018').kind).toBe('unknown');
  });
});

describe('follow-up context', () => {
  it('keeps the subject and filters, changing only what the follow-up names', () => {
    const first = query('blocked alerts for Dropbox last week');
    const month = query('and in the last 30 days?', first);
    expect(month).toMatchObject({ subject: 'saas_alerts', filters: { actions: ['Block'], apps: [{ key: 'Dropbox' }] }, range: { preset: 3 } });
    const windows = query('only on Windows', month);
    expect(windows).toMatchObject({ filters: { actions: ['Block'], platforms: ['Windows'] }, range: { preset: 3 } });
    const failed = query('failed commands last week');
    expect(query('and last month?', failed).filters.commandStatuses).toEqual(['Failure']);
  });
});

describe('context does not swallow unrelated questions (issue 28 item 5)', () => {
  const context = () => query('how many non-compliant endpoints are there');

  it('answers an unrelated question inside a conversation as unknown', () => {
    expect(ask('tell me a joke', context()).kind).toBe('unknown');
    expect(ask('what happened yesterday?', context()).kind).toBe('unknown');
  });

  it('still refines with a date or a filter alone', () => {
    expect(query('last week?', context())).toMatchObject({ subject: 'endpoints', range: { preset: 2 } });
    expect(query('on macOS', context())).toMatchObject({ subject: 'endpoints', filters: { platforms: ['MacOS'] } });
  });

  it('reads the noun the question asks for', () => {
    expect(query('which gen ai apps are people using this week')).toMatchObject({ subject: 'apps', filters: { genAi: true } });
    expect(query('which users use gen ai apps').subject).toBe('people');
  });
});
