// Issue 8: AskCISO answers from the tenant's own data. Each figure is checked against the rows its
// link's filters select, computed here with SQL written independently of the engine.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/api/contract/askciso';
import { ask as askEngine } from '../../server/askciso/engine';
import { accountAppSettings, accounts, askcisoMessages, auditLog, endpoints, members, people, remoteCommands, saasApps } from '../../server/db/schema/index';
import { createScope } from '../../server/plugins/scope';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTestApp, type TestApp } from './helpers';

// a fixed clock a minute ahead: tokens are signed after the seed set the demo passwords
const NOW = new Date(Date.now() + 60_000);
let t: TestApp;
const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t?.close());

async function newConversation(email: string): Promise<string> {
  const res = await t.as(email, { method: 'POST', url: '/api/chatbot/conversations', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

interface Streamed {
  events: { event: string; data: Record<string, unknown> }[];
  answer: Answer;
  text: string;
}

async function ask(email: string, id: string, question: string): Promise<Streamed> {
  const res = await t.as(email, { method: 'POST', url: `/api/chatbot/conversations/${id}/messages`, payload: { question, z: 'UTC' } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/event-stream');
  const events = res.body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine.replace('event: ', ''), data: JSON.parse(dataLine.replace('data: ', '')) as Record<string, unknown> };
    });
  const answer = events.find((e) => e.event === 'answer')?.data.answer as Answer;
  expect(answer, res.body).toBeDefined();
  return { events, answer, text: events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('') };
}

/** The UTC day bounds of a console preset as of NOW (1 = today, 2 = 7 days, 3 = 30, 4 = 90). */
function presetBounds(id: number): { s: Date; e: Date } {
  const back = { 1: 0, 2: 6, 3: 29, 4: 89 }[id]!;
  const s = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate() - back));
  const e = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate(), 23, 59, 59, 999));
  return { s, e };
}

function linkOf(answer: Answer): { path: string; params: URLSearchParams } {
  const url = new URL(answer.links[0].href, 'http://console');
  return { path: url.pathname, params: url.searchParams };
}

function rangeOf(params: URLSearchParams): { s: Date; e: Date } {
  const id = Number(params.get('range'));
  if (id === -1) return { s: new Date(Number(params.get('s'))), e: new Date(Number(params.get('e'))) };
  return presetBounds(id);
}

const list = (params: URLSearchParams, key: string) => params.getAll(key);

/** Rows of the SaaS alerts list for a link's filters, counted straight from the alert events. */
async function alertsSelectedBy(accountId: string, params: URLSearchParams, personIds?: Set<string>): Promise<number> {
  const { s, e } = rangeOf(params);
  const rows = rowsOf<{ action: string; reason: string; browser: string; app: string; email: string; family: string; person_id: string }>(
    await t.db.execute(sql`select a.action::text as action, a.reason::text as reason, a.browser::text as browser, coalesce(sa.name, ca.name) as app,
      p.email, e.platform_family::text as family, a.person_id
      from saas_alerts a left join saas_apps sa on sa.id = a.app_id left join custom_apps ca on ca.account_id = a.account_id and ca.id = a.app_id
      left join people p on p.account_id = a.account_id and p.id = a.person_id left join endpoints e on e.account_id = a.account_id and e.id = a.endpoint_id
      where a.account_id = ${accountId}::uuid and a.at >= ${s.toISOString()}::timestamptz and a.at <= ${e.toISOString()}::timestamptz`),
  );
  const keep = (values: string[], value: string) => values.length === 0 || values.includes(value);
  return rows.filter(
    (r) =>
      keep(list(params, 't'), r.action) &&
      keep(list(params, 'reason'), r.reason) &&
      keep(list(params, 'b'), r.browser) &&
      keep(list(params, 'a'), r.app) &&
      keep(list(params, 'u'), r.email) &&
      keep(list(params, 'o'), r.family) &&
      (!personIds || personIds.has(r.person_id)),
  ).length;
}

describe('AskCISO conversations', () => {
  it('keeps conversations per user: list, read, rename, delete; another user gets 404', async () => {
    const id = await newConversation(ADMIN);
    const listed = await t.as(ADMIN, { method: 'GET', url: '/api/chatbot/conversations' });
    expect(listed.json().map((c: { id: string }) => c.id)).toContain(id);
    expect((await t.as(GROUP_ADMIN, { method: 'GET', url: `/api/chatbot/conversations/${id}` })).statusCode).toBe(404);
    expect((await t.as(GROUP_ADMIN, { method: 'DELETE', url: `/api/chatbot/conversations/${id}` })).statusCode).toBe(404);
    const renamed = await t.as(ADMIN, { method: 'POST', url: `/api/chatbot/conversations/${id}`, payload: { title: 'Dropbox review' } });
    expect(renamed.json().title).toBe('Dropbox review');
    const [audit] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'askciso.conversation.rename'), eq(auditLog.target, id)));
    expect(audit.n).toBe(1);
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/chatbot/conversations/${id}` })).statusCode).toBe(204);
    expect((await t.as(ADMIN, { method: 'GET', url: `/api/chatbot/conversations/${id}` })).statusCode).toBe(404);
  });

  it('sends each answer\'s first sentence, with its figure, before the queries that follow it; the deltas add up to the answer', async () => {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.name, 'Acme Corp'));
    const [member] = await t.db.select().from(members).where(eq(members.email, ADMIN));
    const scope = createScope({ account, principal: { memberId: member.id, role: 'ADMIN', homeAccountId: account.id }, email: ADMIN, groupIds: null });
    const questions = [
      'top 5 apps by alerts last week', 'how many endpoints are long idle?', 'how many high risk users?', 'which gen ai apps were used this week?',
      'how many users used Slack last week?', 'top websites this month', 'how many sensitive files?', 'copy paste activity last week',
    ];
    for (const question of questions) {
      const steps: string[] = [];
      // every query the runners make goes through execute or a query builder of this db
      const db = new Proxy(t.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function' || !['execute', 'select', 'selectDistinct'].includes(String(prop))) return value;
          return (...args: unknown[]) => {
            steps.push('query');
            return value.apply(target, args);
          };
        },
      });
      const headlines: string[] = [];
      const { answer } = await askEngine({ db, scope, question, now: NOW, zone: 'UTC', onText: (text) => (steps.push('text'), headlines.push(text)) });
      expect(headlines, question).toHaveLength(1);
      expect(answer.text.startsWith(headlines[0]), question).toBe(true);
      expect(headlines[0], question).toMatch(/\*\*(no |\d)/);
      expect(steps.indexOf('text'), `${question}: ${steps.join(' ')}`).toBeGreaterThan(0);
      expect(steps.indexOf('text'), `${question}: ${steps.join(' ')}`).toBeLessThan(steps.lastIndexOf('query'));

      const id = await newConversation(ADMIN);
      const streamed = await ask(ADMIN, id, question);
      expect(streamed.text, question).toBe(streamed.answer.text);
    }
  });

  it('refuses an empty question and an unknown conversation without a 500; the auditor has no AskCISO', async () => {
    const id = await newConversation(ADMIN);
    expect((await t.as(ADMIN, { method: 'POST', url: `/api/chatbot/conversations/${id}/messages`, payload: { question: '   ' } })).statusCode).toBe(400);
    expect((await t.as(ADMIN, { method: 'POST', url: `/api/chatbot/conversations/${id}/messages`, payload: { question: 'hi', z: 'Mars/Olympus' } })).statusCode).toBe(400);
    expect((await t.as(ADMIN, { method: 'POST', url: `/api/chatbot/conversations/00000000-0000-4000-8000-000000000000/messages`, payload: { question: 'hi' } })).statusCode).toBe(404);
    expect((await t.as('auditor@acme.test', { method: 'GET', url: '/api/chatbot/conversations' })).statusCode).toBe(403);
  });

  it('streams start, the text in pieces, the structured answer, then done; and stores both messages', async () => {
    const id = await newConversation(ADMIN);
    const { events, answer, text } = await ask(ADMIN, id, 'How many blocked alerts last week?');
    expect(events[0].event).toBe('start');
    expect(events.at(-1)!.event).toBe('done');
    expect(text).toBe(answer.text);
    const stored = await t.db.select().from(askcisoMessages).where(eq(askcisoMessages.conversationId, id));
    expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    const detail = await t.as(ADMIN, { method: 'GET', url: `/api/chatbot/conversations/${id}` });
    expect(detail.json().title).toBe('How many blocked alerts last week?');
  });
});

describe('AskCISO figures equal the rows their links select', () => {
  const acme = () => t.accounts['Acme Corp'].id;

  for (const question of [
    'How many blocked alerts last week?',
    'how many alerts in the last 30 days',
    'phishing alerts this month',
    'how many reported alerts on windows in the past 90 days',
    'typo squatting detections today',
    'which apps raised the most alerts in chrome last week?',
  ]) {
    it(`SaaS alerts: “${question}”`, async () => {
      const id = await newConversation(ADMIN);
      const { answer } = await ask(ADMIN, id, question);
      const { path, params } = linkOf(answer);
      expect(path).toBe('/alerts-saas-apps');
      expect(answer.figure).toBe(await alertsSelectedBy(acme(), params));
    });
  }

  it('an app named with a typo and spaces resolves, and the link carries it', async () => {
    const [app] = rowsOf<{ name: string }>(
      await t.db.execute(sql`select sa.name from saas_alerts a join saas_apps sa on sa.id = a.app_id where a.account_id = ${acme()}::uuid and a.action = 'Block'
        group by sa.name order by count(*) desc limit 1`),
    );
    const mangled = app.name.length > 5 ? app.name.slice(0, -1) : app.name; // one letter missing
    const id = await newConversation(ADMIN);
    const { answer } = await ask(ADMIN, id, `blocked alerts for ${mangled} in the last 90 days`);
    const { params } = linkOf(answer);
    expect(params.getAll('a')).toEqual([app.name]);
    expect(params.getAll('t')).toEqual(['Block']);
    expect(answer.figure).toBe(await alertsSelectedBy(acme(), params));
    expect(answer.figure).toBeGreaterThan(0);
  });

  it('follow-ups refine the same question: a new range, then a platform', async () => {
    const id = await newConversation(ADMIN);
    await ask(ADMIN, id, 'blocked alerts last week');
    const month = await ask(ADMIN, id, 'and in the last 30 days?');
    expect(linkOf(month.answer).params.get('range')).toBe('3');
    expect(linkOf(month.answer).params.getAll('t')).toEqual(['Block']);
    const windows = await ask(ADMIN, id, 'only on Windows');
    const { params } = linkOf(windows.answer);
    expect(params.getAll('o')).toEqual(['Windows']);
    expect(params.get('range')).toBe('3');
    expect(windows.answer.figure).toBe(await alertsSelectedBy(acme(), params));
  });

  it('endpoints without disk encryption, and non-compliant Macs', async () => {
    const id = await newConversation(ADMIN);
    const unencrypted = await ask(ADMIN, id, 'How many endpoints are missing disk encryption?');
    expect(linkOf(unencrypted.answer).path).toBe('/compliance');
    expect(linkOf(unencrypted.answer).params.get('encryption')).toBe('Non HD Encrypted');
    const [u] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from endpoints where account_id = ${acme()}::uuid and not disk_encrypted`));
    expect(unencrypted.answer.figure).toBe(u.n);

    const macs = await ask(ADMIN, id, 'which macbooks are non-compliant');
    expect(linkOf(macs.answer).params.getAll('o')).toEqual(['MacOS']);
    const [m] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from endpoints where account_id = ${acme()}::uuid and platform_family = 'MacOS' and compliance_state = 'NON_COMPLIANT'`),
    );
    expect(macs.answer.figure).toBe(m.n);
  });

  it("people: the admin counts the company's, a group admin only its own people", async () => {
    const admin = await ask(ADMIN, await newConversation(ADMIN), 'how many users do not have the agent installed?');
    expect(linkOf(admin.answer).path).toBe('/user-management');
    expect(linkOf(admin.answer).params.getAll('copilot')).toEqual(['not_installed']);
    const [all] = await t.db.select({ n: count() }).from(people).where(and(eq(people.accountId, acme()), eq(people.copilotStatus, 'not_installed')));
    expect(admin.answer.figure).toBe(all.n);

    const group = await ask(GROUP_ADMIN, await newConversation(GROUP_ADMIN), 'how many users do not have the agent installed?');
    const member = t.members[GROUP_ADMIN];
    const [mine] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(distinct p.id)::int as n from people p join person_groups pg on pg.account_id = p.account_id and pg.person_id = p.id
        join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id
        where p.account_id = ${acme()}::uuid and p.copilot_status = 'not_installed' and mg.member_id = ${member.id}::uuid`),
    );
    expect(group.answer.figure).toBe(mine.n);
    expect(group.answer.figure).toBeLessThan(admin.answer.figure!);
  });

  it('apps: the figure is what the linked inventory counts for the same filters', async () => {
    const { answer } = await ask(ADMIN, await newConversation(ADMIN), 'how many unsanctioned apps were used in the last 30 days?');
    const { path, params } = linkOf(answer);
    expect(path).toBe('/saas/list');
    expect(params.get('tag')).toBe('Unsanctioned');
    const { s, e } = rangeOf(params);
    const head = await t.as(ADMIN, { method: 'HEAD', url: `/api/saas-inv?tag=Unsanctioned&s=${s.getTime()}&e=${e.getTime()}&z=UTC` });
    expect(answer.figure).toBe(Number(head.headers['x-size']));
    expect(answer.figure).toBeGreaterThan(0);
  });
});

describe('AskCISO actions and honesty', () => {
  it('answers an action with a confirm card and changes nothing until confirmed', async () => {
    const [app] = await t.db.select({ id: saasApps.id, name: saasApps.name }).from(saasApps).where(eq(saasApps.name, 'Dropbox'));
    const before = await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, t.accounts['Acme Corp'].id), eq(accountAppSettings.appId, app.id)));
    const { answer } = await ask(ADMIN, await newConversation(ADMIN), 'block drop box');
    expect(answer.confirm).toMatchObject({ method: 'POST', path: '/api/saas-account/Dropbox', body: { is_sanctioned: false, action_type: 'Block' } });
    const after = await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, t.accounts['Acme Corp'].id), eq(accountAppSettings.appId, app.id)));
    expect(after).toEqual(before);

    const confirmed = await t.as(ADMIN, { method: 'POST', url: answer.confirm!.path, payload: answer.confirm!.body! });
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    const [setting] = await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, t.accounts['Acme Corp'].id), eq(accountAppSettings.appId, app.id)));
    expect(setting).toMatchObject({ accessType: 'Unsanctioned', unsanctionedAction: 'Block' });
  });

  it('tells a group admin it may not change policies, and offers a switch only to reachable companies', async () => {
    const { answer } = await ask(GROUP_ADMIN, await newConversation(GROUP_ADMIN), 'block Slack');
    expect(answer.confirm).toBeNull();
    expect(answer.text).toMatch(/cannot change app policies/);
  });

  it('offers a company switch only to a company the user may switch to', async () => {
    const reachable = (await t.as(ADMIN, { method: 'GET', url: '/api/accessible-accounts?size=100' })).json() as { name: string; client_id: string }[];
    const { answer } = await ask(ADMIN, await newConversation(ADMIN), 'switch to globex');
    const globex = reachable.find((a) => a.name === 'Globex');
    if (globex) expect(answer.confirm).toMatchObject({ kind: 'switch', client_id: globex.client_id, path: '/api/auth/update' });
    else expect(answer.confirm).toBeNull();
  });

  it('says honestly when it cannot answer, with help topics and three questions it can answer', async () => {
    const { answer } = await ask(ADMIN, await newConversation(ADMIN), 'what is the weather in Lisbon tomorrow');
    expect(answer.intent).toBe('unknown');
    expect(answer.figure).toBeNull();
    expect(answer.suggestions).toHaveLength(3);
  });

  it('answers a definition from the help content', async () => {
    const { answer } = await ask(ADMIN, await newConversation(ADMIN), 'What is Block Alert?');
    expect(answer.intent).toBe('help');
    expect(answer.links[0].href).toMatch(/^\/help-center\//);
  });
});

describe('a command’s result', () => {
  it('answers what the latest restart of the agent on an endpoint returned, with its output and a link to the command', async () => {
    const acme = t.accounts['Acme Corp'];
    const [host] = await t.db.select({ id: endpoints.id, hostname: endpoints.hostname }).from(endpoints).where(and(eq(endpoints.accountId, acme.id), eq(endpoints.infra, false))).limit(1);
    const output = 'Stopping palisade-copilot... done\nStarting palisade-copilot... done\nagent 1.1.7 running (pid 4242)';
    const [row] = await t.db
      .insert(remoteCommands)
      .values({ accountId: acme.id, endpointId: host.id, command: 'restart agent', kind: 'library', libraryCommandId: 'restart-agent', status: 'Success', output, exitCode: 0, requestedByEmail: 'admin@acme.test', queuedAt: new Date(), finishedAt: new Date() })
      .returning();
    const conversation = (await t.as('admin@acme.test', { method: 'POST', url: '/api/chatbot/conversations', payload: {} })).json().id as string;
    const { answer } = await ask('admin@acme.test', conversation, `what did the restart agent on ${host.hostname} return?`);
    expect(answer.text).toContain('ended **Success**');
    expect(answer.text).toContain('agent 1.1.7 running (pid 4242)');
    expect(answer.links[0].href).toContain(`cmd=${row.id}`);
    expect(answer.links[0].href).toContain(`endpoint=${host.id}`);
  });
});
