// Issue 15's standing check: the tenancy matrix generated from the contract. Every endpoint is called by
// every demo session (and the provider admin switched into a customer) three ways, each aimed at a
// company the session cannot reach:
//   1. naming that company in X-Account-Id: refused with 403, whatever the endpoint;
//   2. with that company's own identifiers in every path parameter (its people's ids and addresses, its
//      endpoints' ids, host names and serials, ...): never an answer carrying that company's data;
//   3. with those identifiers in the usual filter keys of the query: the same.
// Afterwards the company's rows, in every table keyed by account, are exactly what they were before.
// A new area's endpoints and tables are covered the moment they are defined.
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessContext } from '../../src/api/contract/access';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { API_AREAS } from '../../src/api/contract/endpoints';
import * as schema from '../../server/db/schema/index';
import { accessContextOf } from '../../server/plugins/scope';
import { createTestApp, DEMO_EMAILS, reachableAccountIds, type TestApp } from './helpers';

let t: TestApp;

interface Session {
  label: string;
  token: string;
  access: AccessContext;
  /** the companies this session's member may reach: every other one is a victim */
  reachable: Set<string>;
}
const sessions: Session[] = [];
const SESSION_LABELS = [...DEMO_EMAILS, 'ops@palisade.test in Acme Corp'];

const endpoints = Object.entries(API_AREAS).flatMap(([area, map]) => Object.entries(map).map(([name, e]) => ({ id: `${area}.${name}`, e })));
const withSession = endpoints.filter(({ e }) => e.access !== 'public');

/** Every table keyed by account, with the columns whose values identify a row of that company. */
const TENANT_TABLES = (Object.values(schema) as unknown[])
  .filter((v) => is(v, PgTable))
  .map((v) => v as PgTable)
  .map((table) => ({ table, name: getTableName(table), columns: getTableColumns(table) as Record<string, PgColumn> }))
  .filter(({ columns }) => 'accountId' in columns);

/** Columns whose values only the owning company has: the markers a leak would show. */
const IDENTIFYING = ['id', 'email', 'hostname', 'serial', 'clientId'];
/** Values a path parameter might take: the identifying ones and the names a route addresses rows by. */
const ADDRESSING = [...IDENTIFYING, 'name', 'domain', 'personId', 'endpointId'];

interface Victim {
  accountId: string;
  name: string;
  /** identifiers found only in this company's rows */
  markers: Set<string>;
  /** one identifier of each kind its tables hold, to put in path parameters */
  probes: string[];
  /** the identifiers a filter would name: a person's address and id, an endpoint's host name, the company */
  filterProbes: string[];
}
const victims = new Map<string, Victim>();

async function valuesOf(accountId: string, columnNames: string[], limit: number): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const { table, name, columns } of TENANT_TABLES) {
    for (const key of columnNames) {
      const column = columns[key];
      if (!column || !['string', 'uuid'].some((kind) => column.dataType === kind || column.columnType.toLowerCase().includes(kind))) continue;
      const rows = await t.db.execute<{ v: string }>(
        sql`select distinct ${column}::text as v from ${table} where ${columns.accountId} = ${accountId} and ${column} is not null limit ${limit}`,
      );
      const values = ((rows as { rows?: unknown }).rows ?? rows) as { v: string }[];
      found.set(`${name}.${key}`, values.map((r) => r.v));
    }
  }
  return found;
}

async function victimOf(accountId: string): Promise<Victim> {
  if (!victims.has(accountId)) {
    const account = Object.values(t.accounts).find((a) => a.id === accountId)!;
    const markers = new Set<string>([account.id, account.clientId]);
    for (const values of (await valuesOf(accountId, IDENTIFYING, 50)).values()) for (const v of values) if (v.length >= 6) markers.add(v);
    // a value another company also has (a host name pattern, a shared catalog id) proves nothing
    for (const other of Object.values(t.accounts).filter((a) => a.id !== accountId)) {
      for (const values of (await valuesOf(other.id, IDENTIFYING, 100_000)).values()) for (const v of values) markers.delete(v);
    }
    const probes = new Set<string>([account.id, account.clientId]);
    const byColumn = await valuesOf(accountId, ADDRESSING, 1);
    for (const values of byColumn.values()) for (const v of values) probes.add(v);
    const filterProbes = ['people.email', 'people.id', 'endpoints.hostname'].flatMap((key) => byColumn.get(key) ?? []);
    victims.set(accountId, { accountId, name: account.name, markers, probes: [...probes], filterProbes: [...filterProbes, account.clientId] });
  }
  return victims.get(accountId)!;
}

/** A fingerprint of every row a company owns, table by table. */
async function fingerprint(accountId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { table, name, columns } of TENANT_TABLES) {
    const result = await t.db.execute<{ n: string; h: string | null }>(
      sql`select count(*)::text as n, md5(string_agg(md5(${sql.identifier(name)}::text), '' order by md5(${sql.identifier(name)}::text))) as h from ${table} where ${columns.accountId} = ${accountId}`,
    );
    const [row] = ((result as { rows?: unknown }).rows ?? result) as { n: string; h: string | null }[];
    out[name] = `${row.n}:${row.h ?? ''}`;
  }
  return out;
}

beforeAll(async () => {
  // no time-out sweep: it may rightly change any company's endpoints while the matrix runs
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  for (const email of DEMO_EMAILS) {
    const member = t.members[email];
    const account = Object.values(t.accounts).find((a) => a.id === member.accountId)!;
    sessions.push({ label: email, token: t.tokens[email], access: accessContextOf(account, member.role), reachable: new Set(await reachableAccountIds(t, email)) });
  }
  // the provider admin switched into a customer: the session whose rows follow the current company
  const ops = t.members['ops@palisade.test'];
  const acme = t.accounts['Acme Corp'];
  const switched = await t.signer.sign({ sub: ops.id, email: ops.email, role: ops.role, account_id: acme.id, account_name: acme.name });
  sessions.push({ label: SESSION_LABELS.at(-1)!, token: switched, access: accessContextOf(acme, ops.role), reachable: new Set(await reachableAccountIds(t, ops.email)) });
}, 120_000);
afterAll(async () => t?.close());

const victimIdsOf = (s: Session) => Object.values(t.accounts).filter((a) => !s.reachable.has(a.id)).map((a) => a.id);
/** The company out of reach with the most identifiers: the probes of the path-and-filter matrix. */
async function richestVictimOf(s: Session): Promise<string[]> {
  const candidates = await Promise.all(victimIdsOf(s).map((id) => victimOf(id)));
  candidates.sort((a, b) => b.markers.size - a.markers.size);
  return candidates.slice(0, 1).map((v) => v.accountId);
}
const allowed = (s: Session, e: EndpointDef) => e.access === 'session' || (typeof e.access === 'function' && e.access(s.access));
const fill = (e: EndpointDef, value: string) => `/api${e.path.replace(/:([A-Za-z_]+)\??/g, () => encodeURIComponent(value))}`;
const hasParams = (e: EndpointDef) => /:[A-Za-z_]/.test(e.path);
const hasBody = (e: EndpointDef) => !['GET', 'HEAD', 'DELETE'].includes(e.method);

function request(s: Session, e: EndpointDef, url: string, extra: Partial<InjectOptions> = {}): InjectOptions {
  const headers = { authorization: `Bearer ${s.token}`, ...(hasBody(e) ? { 'content-type': 'application/json' } : {}), ...(extra.headers as object) };
  return { method: e.method, url, ...(hasBody(e) ? { payload: '{}' } : {}), ...extra, headers } as InjectOptions;
}

/** The victim's markers found in a body, leaving out what the caller itself sent. */
function leaked(body: string, victim: Victim, sent: string): string[] {
  const found: string[] = [];
  for (const marker of victim.markers) if (marker !== sent && body.includes(marker)) found.push(marker);
  return found;
}

describe('tenancy matrix generated from the contract', () => {
  it('has victims with identifiers to probe', async () => {
    const globex = await victimOf(t.accounts['Globex'].id);
    // people, endpoints and their addresses at least: without them the matrix would probe nothing
    expect(globex.markers.size).toBeGreaterThan(20);
    expect(globex.probes.length).toBeGreaterThan(5);
  });

  it("refuses every endpoint that needs a session when X-Account-Id names a company the session cannot reach", async () => {
    const wrong: string[] = [];
    for (const s of sessions) {
      for (const victimId of victimIdsOf(s)) {
        for (const { id, e } of withSession) {
          const res = await t.app.inject(request(s, e, fill(e, 'no-such-thing'), { headers: { 'x-account-id': victimId } }));
          if (res.statusCode !== 403) wrong.push(`${id} ${e.method} ${e.path} as ${s.label} naming ${victimId}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  // One test per session: the matrix grows with every area, and a single time-out for all seven sessions was
  // spent on PostgreSQL beside the end-to-end run. Within a session the calls go four at a time.
  it.each(SESSION_LABELS)("answers no path parameter or filter naming another company's rows with that company's data, and changes none of its rows: %s", async (label) => {
    const s = sessions.find((x) => x.label === label)!;
    const wrong: string[] = [];
    const filterKeys = ['q', 'u', 'a', 'account_id'];
    let requests = 0;
    for (const victimId of await richestVictimOf(s)) {
      const victim = await victimOf(victimId);
      const before = await fingerprint(victimId);
      for (const { id, e } of withSession.filter(({ e }) => allowed(s, e))) {
        const calls: { url: string; sent: string }[] = [];
        if (hasParams(e)) for (const probe of victim.probes) calls.push({ url: fill(e, probe), sent: probe });
        if (e.method === 'GET' || e.method === 'HEAD') {
          for (const probe of victim.filterProbes) {
            for (const key of filterKeys) calls.push({ url: `${fill(e, 'no-such-thing')}?${key}=${encodeURIComponent(probe)}`, sent: probe });
          }
        }
        for (let i = 0; i < calls.length; i += 4) {
          await Promise.all(
            calls.slice(i, i + 4).map(async (call) => {
              const res = await t.app.inject(request(s, e, call.url));
              requests += 1;
              const where = `${id} ${e.method} ${call.url.slice(0, 90)} as ${s.label} (victim ${victim.name})`;
              if (res.statusCode >= 500) wrong.push(`${where}: ${res.statusCode}`);
              const found = leaked(res.body, victim, call.sent);
              if (found.length) wrong.push(`${where}: ${res.statusCode} carries ${found.slice(0, 3).join(', ')}`);
            }),
          );
        }
      }
      const after = await fingerprint(victimId);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) wrong.push(`${s.label} changed ${victim.name}'s rows in ${changed.join(', ')}`);
    }
    if (victimIdsOf(s).length) expect(requests).toBeGreaterThan(0);
    expect(wrong.slice(0, 40)).toEqual([]);
  }, 600_000);
});
