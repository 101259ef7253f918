// Issue 21's headline story through the live simulator: an Acme admin creates, through the API, a policy
// blocking card numbers pasted into Gen AI apps; the simulated agents fetch the document and acknowledge
// it ('applied on N of M'); from then on a card-number paste into a Gen AI app is stored as Block and listed
// by GET /api/sensitive-copy-paste-activity as Block. Before the policy, and once it is disabled, the same
// paste is only reported; clean text is never reported. The agents decide with the real detectors.
// Uploads are not pastes: a file uploaded to cloud storage or into a Gen AI app goes through POST
// /agent/v1/dlp-activity and is listed by GET /api/sensitive-activity on its channel, never as a copy-paste.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyPasteRow } from '../../src/api/contract/dlp';
import type { SensitiveActivityRow } from '../../src/api/contract/dlp-activity';
import type { DlpPolicy, DlpPolicyBody } from '../../src/api/contract/dlp-policies';
import { syntheticDocument } from '../../src/lib/dlp/documents';
import { sample, seededRand } from '../../src/lib/dlp/samples';
import { CONFIG_FILES, DlpEnforcer, FILES, type Transfer } from '../../tools/simulate/dlp';
import { runSimulation, simulatedFleet, type SimulationReport } from '../../tools/simulate/simulator';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const OPTIONS = { account: 'acme', devices: 3, days: 1, seed: 21 } as const;
let t: TestApp;
let url: string;
let acme: string;
let serials: string;
/** the backlog ends here: every event after it is a live one */
const liveFrom = new Date(Date.now() - 60_000);
const controller = new AbortController();
let run: Promise<SimulationReport>;

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

type Paste = { id: string; at: string; destination: string; action: string; match_count: number };

/** The simulated endpoints' card-number pastes after `since`, into Gen AI apps or not. */
const cardPastes = (since: string, genAi: boolean) =>
  rows<Paste>(sql`
    select c.id, c.at::text as at, c.destination, c.action::text as action, c.match_count
    from copy_paste_events c join endpoints e on e.account_id = c.account_id and e.id = c.endpoint_id
    where c.account_id = ${acme} and e.serial = any(${serials}::text[]) and c.data_type = 'Credit Card Number' and c.at > ${since}::timestamptz
      and ${genAi ? sql`` : sql`not`} exists (select 1 from saas_apps s where s.gen_ai and s.name = c.destination)
    order by c.at`);

async function until<T>(what: string, check: () => Promise<T | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Waits until every simulated endpoint applied the account's current version; answers when the last one did. */
async function applied(): Promise<string> {
  const [{ version }] = await rows<{ version: number }>(sql`select coalesce(max(version), 0) as version from policy_versions where account_id = ${acme}`);
  return until(`every simulated endpoint applied version ${version}`, async () => {
    const [r] = await rows<{ n: string; last: string | null }>(sql`
      select count(*) as n, max(policy_applied_at)::text as last from endpoints
      where account_id = ${acme} and serial = any(${serials}::text[]) and policy_version >= ${version}`);
    return Number(r.n) === OPTIONS.devices ? r.last! : false;
  });
}

type Upload = { id: string; channel: string; origin: string; destination: string; data_types: string[]; match_count: number; policy_id: string | null; policy_name: string | null; action: string };

/** The simulated endpoints' uploads (dlp-activity events) after `since`; only card uploads into Gen AI apps with `genAiCards`. */
const uploads = (since: string, genAiCards = false) =>
  rows<Upload>(sql`
    select d.id, d.channel, d.origin, d.destination, d.data_types, d.match_count, d.policy_id, d.policy_name, d.action::text as action
    from dlp_activity_events d join endpoints e on e.account_id = d.account_id and e.id = d.endpoint_id
    where d.account_id = ${acme} and e.serial = any(${serials}::text[]) and d.at > ${since}::timestamptz
      ${genAiCards ? sql`and d.channel = 'Gen AI' and 'Credit Card Number' = any(d.data_types)` : sql``}
    order by d.at`);

/** Every row of a list call, page by page. */
async function listAll<T>(url: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(ADMIN, { method: 'GET', url: `${url}&size=500&page=${page}` });
    expect(res.statusCode, res.body).toBe(200);
    const batch: T[] = res.json();
    out.push(...batch);
    if (batch.length < 500) return out;
  }
}

/** At least `n` card pastes into Gen AI apps after `since`. */
const genAiCardPastes = (since: string, n = 2) => until(`${n} card pastes into Gen AI apps`, async () => {
  const found = await cardPastes(since, true);
  return found.length >= n ? found : false;
});

const bodyOf = (p: DlpPolicy, enabled: boolean): DlpPolicyBody => ({
  kind: p.kind, name: p.name, ...(p.description ? { description: p.description } : {}), data_types: p.data_types, custom_type_ids: p.custom_type_ids,
  dictionary_ids: p.dictionary_ids, fingerprint_ids: p.fingerprint_ids, folder_ids: p.folder_ids, channels: p.channels as DlpPolicyBody['channels'],
  destinations: p.destinations, action: p.action, group_ids: p.group_ids, enabled,
});

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  acme = t.accounts['Acme Corp'].id;
  serials = `{${simulatedFleet(OPTIONS, new Date()).devices.map((d) => d.serial).join(',')}}`;
  // the demo's own DLP policies off, through the API: the story starts with nothing watching card numbers
  const seeded: DlpPolicy[] = (await t.as(ADMIN, { method: 'GET', url: '/api/dlp-policies?size=100' })).json();
  for (const p of seeded.filter((x) => x.enabled)) {
    const res = await t.as(ADMIN, { method: 'PUT', url: `/api/dlp-policies/${p.id}`, payload: bodyOf(p, false) });
    expect(res.statusCode, res.body).toBe(200);
  }
  run = runSimulation({ url, ...OPTIONS, now: liveFrom, live: true, liveIntervalMs: 100, heartbeatIntervalMs: 200, dlpRate: 1, signal: controller.signal });
}, 120_000);

afterAll(async () => {
  controller.abort();
  await run?.catch(() => undefined);
  await t?.close();
});

describe('the agent side: real detectors, the policies that apply', () => {
  const rand = seededRand(21);
  const card = sample.card(rand);
  const policy = (over: Partial<ConstructorParameters<typeof DlpEnforcer>[0][number]>) => ({
    id: 'p', name: 'Cards in prompts', kind: 'llm' as const, action: 'Block' as const, channels: ['Gen AI'], destinations: [], data_types: ['Credit Card Number'],
    custom_types: [], dictionaries: [], token_hashes: [], file_hashes: [], folders: [], group_ids: [], ...over,
  });
  const paste = (text: string, destination = 'ChatGPT', genAi = true): Transfer => ({ kind: 'paste', source: 'Salesforce', destination, genAi, text });

  it('blocks a valid card number pasted into a Gen AI app, and only there', () => {
    const enforcer = new DlpEnforcer([policy({})]);
    expect(enforcer.decide(paste(`Refund to ${card} please`))).toEqual({ dataType: 'Credit Card Number', matchCount: 1, action: 'Block', policy: 'Cards in prompts', policyId: 'p' });
    expect(enforcer.decide(paste(`Refund to ${card} please`, 'Slack', false))).toMatchObject({ action: 'Report', policy: null, policyId: null });
  });

  it('does not report clean text, nor a number that fails the Luhn check', () => {
    const enforcer = new DlpEnforcer([policy({})]);
    const digits = card.replace(/\D/g, '');
    const wrong = digits.slice(0, -1) + String((Number(digits.at(-1)) + 1) % 10);
    expect(enforcer.decide(paste('Agenda: roadmap review and offsite logistics.'))).toBeNull();
    expect(enforcer.decide(paste(`Order ${wrong} shipped`))).toBeNull();
  });

  it('takes the strongest action of the policies that match, and leaves group-scoped and other-destination policies out', () => {
    const text = syntheticDocument(rand, 'IBAN', 3) + `\n${card}`;
    const enforcer = new DlpEnforcer([
      policy({ name: 'Report IBANs', kind: 'exfiltration', channels: ['Clipboard'], data_types: ['IBAN'], action: 'Report' }),
      policy({ name: 'Alert cards', kind: 'exfiltration', channels: ['Gen AI'], action: 'Alert' }),
      policy({ name: 'Block for finance', group_ids: ['00000000-0000-4000-8000-000000000001'] }),
      policy({ name: 'Block in Claude', destinations: ['Claude'] }),
    ]);
    expect(enforcer.decide(paste(text))).toEqual({ dataType: 'Credit Card Number', matchCount: 1, action: 'Alert', policy: 'Alert cards', policyId: 'p' });
    expect(enforcer.decide(paste(text, 'Claude'))).toMatchObject({ action: 'Block', policy: 'Block in Claude' });
    expect(enforcer.decide(paste(text, 'Gmail', false))).toEqual({ dataType: 'IBAN', matchCount: 3, action: 'Report', policy: 'Report IBANs', policyId: 'p' });
  });
});

describe('a policy blocking card numbers pasted into Gen AI apps, through the live simulator', () => {
  let created: DlpPolicy;

  it('before the policy: a card-number paste into a Gen AI app is only reported', async () => {
    const since = await applied();
    const pastes = await genAiCardPastes(since);
    expect(pastes.map((p) => p.action)).toEqual(pastes.map(() => 'Report'));
  }, 90_000);

  it('created by an Acme admin, acknowledged by the agents; the next such paste is Block, and listed as Block', async () => {
    const payload: DlpPolicyBody = { kind: 'llm', name: 'Block card numbers in Gen AI prompts', data_types: ['Credit Card Number'], channels: ['Gen AI'], action: 'Block' };
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/dlp-policies', payload });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    const since = await applied();
    // 'applied on N of M' counts the simulated agents that acknowledged it
    const reach = ((await t.as(ADMIN, { method: 'GET', url: `/api/dlp-policies/${created.id}` })).json() as DlpPolicy).reach;
    expect(reach.applied).toBeGreaterThanOrEqual(OPTIONS.devices);

    const pastes = await genAiCardPastes(since);
    expect(pastes.map((p) => p.action)).toEqual(pastes.map(() => 'Block'));
    expect(pastes.every((p) => p.match_count >= 1)).toBe(true);
    const listed: CopyPasteRow[] = (await t.as(ADMIN, { method: 'GET', url: '/api/sensitive-copy-paste-activity?genai=true&type=Credit%20Card%20Number&size=500' })).json();
    for (const p of pastes) {
      expect(listed.find((r) => r.id === p.id)).toMatchObject({ action: 'Block', data_type: 'Credit Card Number', destination: p.destination, match_count: p.match_count });
    }
    // pasted anywhere but a Gen AI app, a card number is not blocked by it
    const elsewhere = await until('a card paste outside Gen AI apps', async () => {
      const found = await cardPastes(since, false);
      return found.length ? found : false;
    });
    expect(elsewhere.map((p) => p.action)).not.toContain('Block');

    // a card file uploaded into a Gen AI app is blocked by the same policy, reported as dlp-activity on the Gen AI channel
    const blockedUploads = await until('a card upload into a Gen AI app', async () => {
      const found = await uploads(since, true);
      return found.length ? found : false;
    });
    for (const u of blockedUploads) expect(u).toMatchObject({ origin: 'agent', action: 'Block', policy_id: created.id, policy_name: created.name });
    const [endpoint] = await rows<{ id: string }>(sql`
      select e.id from dlp_activity_events d join endpoints e on e.account_id = d.account_id and e.id = d.endpoint_id
      where d.account_id = ${acme} and d.id = ${blockedUploads[0].id}`);
    const activity = await listAll<SensitiveActivityRow>(`/api/sensitive-activity?endpoint=${endpoint.id}&channel=Gen%20AI`);
    expect(activity.find((r) => r.id === blockedUploads[0].id)).toMatchObject({
      kind: 'transfer', origin: 'agent', channel: 'Gen AI', action: 'Block', policy: created.name, destination: blockedUploads[0].destination, data_types: ['Credit Card Number'],
    });
    const pasted = await listAll<CopyPasteRow>(`/api/sensitive-copy-paste-activity?endpoint=${endpoint.id}`);
    expect(pasted.map((r) => r.id)).not.toContain(blockedUploads[0].id);
  }, 120_000);

  it('disabled again: the same paste is no longer blocked; clean text was never reported', async () => {
    const res = await t.as(ADMIN, { method: 'PUT', url: `/api/dlp-policies/${created.id}`, payload: bodyOf(created, false) });
    expect(res.statusCode, res.body).toBe(200);
    const since = await applied();
    const pastes = await genAiCardPastes(since);
    expect(pastes.map((p) => p.action)).toEqual(pastes.map(() => 'Report'));

    controller.abort();
    const report = await run;
    expect(report.unacknowledged).toBe(0);
    expect(report.dlp.clean).toBeGreaterThan(0);
    // every live paste row is a reported (sensitive) transfer: as many rows as the agents reported, none empty
    const [live] = await rows<{ n: string; empty: string }>(sql`
      select count(*) as n, count(*) filter (where c.match_count < 1) as empty
      from copy_paste_events c join endpoints e on e.account_id = c.account_id and e.id = c.endpoint_id
      where c.account_id = ${acme} and e.serial = any(${serials}::text[]) and c.at > ${liveFrom.toISOString()}::timestamptz`);
    const { dlp } = report;
    const sum = (c: Record<'Block' | 'Alert' | 'Report', number>) => c.Block + c.Alert + c.Report;
    expect(Number(live.n)).toBe(sum(dlp.pasted));
    expect(Number(live.empty)).toBe(0);

    // the uploads are dlp-activity rows, as many as the agents reported, by action and by channel
    const uploaded = await uploads(liveFrom.toISOString());
    const countBy = (key: 'action' | 'channel') => uploaded.reduce<Record<string, number>>((m, u) => ({ ...m, [u[key]]: (m[u[key]] ?? 0) + 1 }), {});
    expect(uploaded.length).toBe(sum(dlp.uploaded));
    expect(countBy('action')).toEqual(Object.fromEntries(Object.entries(dlp.uploaded).filter(([, n]) => n > 0)));
    expect(countBy('channel')).toEqual(Object.fromEntries(Object.entries(dlp.uploadedTo).filter(([, n]) => n > 0)));
    expect(dlp.uploadedTo['Cloud Storage']).toBeGreaterThan(0);
    expect(dlp.uploadedTo['Gen AI']).toBeGreaterThan(0);
    expect(uploaded.every((u) => u.origin === 'agent' && u.match_count >= 1 && u.data_types.length === 1)).toBe(true);
    expect(report.dlpActivity).toMatchObject({ acknowledged: uploaded.length, accepted: uploaded.length, unacknowledged: 0 });
    // together they are every reported transfer
    expect(dlp.Block + dlp.Alert + dlp.Report).toBe(Number(live.n) + uploaded.length);
    expect(dlp.transfers).toBe(Number(live.n) + uploaded.length + dlp.clean);

    // what the console lists: the uploads on /sensitive-activity with their channel and action, the pastes alone on /copy-paste-activity
    const endpoints = await rows<{ id: string }>(sql`select id from endpoints where account_id = ${acme} and serial = any(${serials}::text[])`);
    const after = (time: string) => Date.parse(time) > liveFrom.getTime();
    const transfers: SensitiveActivityRow[] = [];
    const listed: CopyPasteRow[] = [];
    for (const e of endpoints) {
      transfers.push(...(await listAll<SensitiveActivityRow>(`/api/sensitive-activity?endpoint=${e.id}&origin=agent`)).filter((r) => r.kind === 'transfer' && after(r.time)));
      listed.push(...(await listAll<CopyPasteRow>(`/api/sensitive-copy-paste-activity?endpoint=${e.id}`)).filter((r) => after(r.time)));
    }
    expect(transfers.map((r) => r.id).sort()).toEqual(uploaded.map((u) => u.id).sort());
    for (const u of uploaded) {
      expect(transfers.find((r) => r.id === u.id)).toMatchObject({ channel: u.channel, action: u.action, destination: u.destination, data_types: u.data_types, policy: u.policy_name });
    }
    expect(listed).toHaveLength(Number(live.n));
    const uploadIds = new Set(uploaded.map((u) => u.id));
    const files: readonly string[] = [...FILES, ...CONFIG_FILES];
    expect(listed.filter((p) => uploadIds.has(p.id) || files.includes(p.source))).toEqual([]);
  }, 120_000);
});
