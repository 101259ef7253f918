// Issue 21's headline story through the live simulator: an Acme admin creates, through the API, a policy
// blocking card numbers pasted into Gen AI apps; the simulated agents fetch the document and acknowledge
// it ('applied on N of M'); from then on a card-number paste into a Gen AI app is stored as Block and listed
// by GET /api/sensitive-copy-paste-activity as Block. Before the policy, and once it is disabled, the same
// paste is only reported; clean text is never reported. The agents decide with the real detectors.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyPasteRow } from '../../src/api/contract/dlp';
import type { DlpPolicy, DlpPolicyBody } from '../../src/api/contract/dlp-policies';
import { syntheticDocument } from '../../src/lib/dlp/documents';
import { sample, seededRand } from '../../src/lib/dlp/samples';
import { DlpEnforcer, type Transfer } from '../../tools/simulate/dlp';
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
    expect(enforcer.decide(paste(`Refund to ${card} please`))).toEqual({ dataType: 'Credit Card Number', matchCount: 1, action: 'Block', policy: 'Cards in prompts' });
    expect(enforcer.decide(paste(`Refund to ${card} please`, 'Slack', false))).toMatchObject({ action: 'Report', policy: null });
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
    expect(enforcer.decide(paste(text))).toEqual({ dataType: 'Credit Card Number', matchCount: 1, action: 'Alert', policy: 'Alert cards' });
    expect(enforcer.decide(paste(text, 'Claude'))).toMatchObject({ action: 'Block', policy: 'Block in Claude' });
    expect(enforcer.decide(paste(text, 'Gmail', false))).toEqual({ dataType: 'IBAN', matchCount: 3, action: 'Report', policy: 'Report IBANs' });
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
    expect(Number(live.n)).toBe(report.dlp.Block + report.dlp.Alert + report.dlp.Report);
    expect(report.dlp.transfers).toBe(Number(live.n) + report.dlp.clean);
    expect(Number(live.empty)).toBe(0);
  }, 120_000);
});
