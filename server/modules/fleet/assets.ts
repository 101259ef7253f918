// Manually entered endpoints (spec part 2 §7 /assets, /asset-assign, /upload-assets; issue 18): hardware
// the agent does not run on. Hostname and serial are unique per company ignoring case (409). A group
// admin reaches the unassigned assets and those of the people it sees (scope.people()), and assigns only
// to those people. Every change commits with its audit row; a CSV is stored whole or not at all.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSET_CSV_COLUMNS, ASSET_KINDS, ASSET_LIMITS, assetHostname, assetSerial,
  type AssetKind, type AssetRow, type assetAssignBody, type assetBody, type assetListQuery, type assetUpdateBody,
} from '../../../src/api/contract/fleet';
import { UPLOAD_MAX_ROWS, type ImportResult } from '../../../src/api/contract/users';
import { emailField } from '../../../src/lib/validation';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assets, people } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { readRecords } from '../users/people-import';
import { badInput, isUniqueViolation } from '../users/people-service';
import type { Audit } from '../web-policies/change';

type ListQuery = z.output<typeof assetListQuery>;
type Owner = { id: string; name: string; email: string };

const ownerJoin = and(eq(people.accountId, assets.accountId), eq(people.id, assets.ownerPersonId));

/** The assets the session reaches: the company's, and for a group admin only unassigned ones or its people's. */
function reachable(scope: Scope): SQL {
  const company = eq(assets.accountId, scope.accountId);
  if (scope.groupIds === null) return company;
  const seen = sql`${assets.ownerPersonId} in (select ${people.id} from ${people} where ${scope.people()})`;
  return and(company, or(isNull(assets.ownerPersonId), seen)) as SQL;
}

function filter(scope: Scope, query: ListQuery): SQL {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    reachable(scope),
    pattern ? or(ilike(assets.hostname, pattern), ilike(assets.serial, pattern), ilike(assets.model, pattern), ilike(people.name, pattern), ilike(people.email, pattern)) : undefined,
    query.kind?.length ? inArray(assets.kind, query.kind) : undefined,
    query.person ? eq(assets.ownerPersonId, query.person) : undefined,
    query.unassigned === undefined ? undefined : query.unassigned ? isNull(people.id) : sql`${people.id} is not null`,
  ) as SQL;
}

const SORTS = { hostname: sql`lower(${assets.hostname})`, kind: assets.kind, owner: sql`lower(${people.name})`, updated_at: assets.updatedAt } as const;

const columns = {
  id: assets.id, hostname: assets.hostname, serial: assets.serial, kind: assets.kind, os: assets.os, model: assets.model, notes: assets.notes,
  createdAt: assets.createdAt, updatedAt: assets.updatedAt, ownerId: people.id, ownerName: people.name, ownerEmail: people.email,
};
interface Selected {
  id: string; hostname: string; serial: string | null; kind: string; os: string | null; model: string | null; notes: string | null;
  createdAt: Date; updatedAt: Date; ownerId: string | null; ownerName: string | null; ownerEmail: string | null;
}

function toRow(r: Selected): AssetRow {
  return {
    id: r.id,
    hostname: r.hostname,
    serial: r.serial,
    kind: r.kind as AssetKind,
    os: r.os,
    model: r.model,
    notes: r.notes,
    owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? '', email: r.ownerEmail ?? '' } : null,
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
  };
}

export async function listAssets(db: Db, scope: Scope, query: ListQuery): Promise<AssetRow[]> {
  const column = SORTS[query.sb ?? 'hostname'];
  const direction = query.so === 'desc' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(assets)
    .leftJoin(people, ownerJoin)
    .where(filter(scope, query))
    .orderBy(sql`${column} is null`, direction(column), asc(assets.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(toRow);
}

export async function countAssets(db: Db, scope: Scope, query: ListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assets).leftJoin(people, ownerJoin).where(filter(scope, query));
  return Number(row?.n ?? 0);
}

export async function getAsset(db: Db, scope: Scope, id: string): Promise<AssetRow> {
  const [row] = await db.select(columns).from(assets).leftJoin(people, ownerJoin).where(and(reachable(scope), eq(assets.id, id)));
  if (!row) throw notFound('No such asset.');
  return toRow(row);
}

/** The person an asset may be given to: of the company and in the session's scope (404 otherwise). */
async function findPerson(db: Db, scope: Scope, by: { id?: string; email?: string }): Promise<Owner> {
  const [person] = await db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(and(scope.people(), by.id ? eq(people.id, by.id) : sql`lower(${people.email}) = ${by.email}`));
  if (!person) throw notFound('No such user.');
  return person;
}

/** 409 naming what is taken, from the unique index the insert or update ran into. */
function duplicate(error: unknown, hostname: string | undefined, serial: string | null | undefined): never {
  const text = String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? (error as Error).message ?? '');
  if (text.includes('serial')) throw conflict(`An asset with serial ${serial ?? ''} already exists in this company.`);
  throw conflict(`An asset named ${hostname ?? ''} already exists in this company.`);
}

async function run<T>(work: () => Promise<T>, hostname: string | undefined, serial: string | null | undefined): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) duplicate(error, hostname, serial);
    throw error;
  }
}

export async function addAsset(db: Db, scope: Scope, body: z.output<typeof assetBody>, now: Date, audit: Audit): Promise<AssetRow> {
  const owner = body.owner_person_id ? await findPerson(db, scope, { id: body.owner_person_id }) : null;
  const id = await run(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(assets)
          .values({
            accountId: scope.accountId, hostname: body.hostname, serial: body.serial ?? null, kind: body.kind, os: body.os ?? null,
            model: body.model ?? null, notes: body.notes ?? null, ownerPersonId: owner?.id ?? null, createdAt: now, updatedAt: now,
          })
          .returning({ id: assets.id });
        await audit(tx as unknown as Db, 'asset.add', body.hostname, { asset_id: row!.id, serial: body.serial ?? null, kind: body.kind, owner: owner?.email ?? null });
        return row!.id;
      }),
    body.hostname,
    body.serial,
  );
  return getAsset(db, scope, id);
}

export async function updateAsset(db: Db, scope: Scope, id: string, body: z.output<typeof assetUpdateBody>, now: Date, audit: Audit): Promise<AssetRow> {
  const before = await getAsset(db, scope, id);
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<Record<'hostname' | 'serial' | 'kind' | 'os' | 'model' | 'notes', string | null>>;
  await run(
    () =>
      db.transaction(async (tx) => {
        await tx.update(assets).set({ ...changes, updatedAt: now } as never).where(and(eq(assets.accountId, scope.accountId), eq(assets.id, id)));
        const was = Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof changes]]));
        await audit(tx as unknown as Db, 'asset.update', changes.hostname ?? before.hostname, { asset_id: id, before: was, after: changes });
      }),
    changes.hostname ?? undefined,
    changes.serial,
  );
  return getAsset(db, scope, id);
}

export async function deleteAsset(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  const asset = await getAsset(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(assets).where(and(eq(assets.accountId, scope.accountId), eq(assets.id, id)));
    await audit(tx as unknown as Db, 'asset.delete', asset.hostname, { asset_id: id, serial: asset.serial, owner: asset.owner?.email ?? null });
  });
}

export async function deleteAssets(db: Db, scope: Scope, ids: readonly string[], audit: Audit): Promise<{ deleted: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const found = await t.select({ id: assets.id, hostname: assets.hostname }).from(assets).where(and(reachable(scope), inArray(assets.id, wanted)));
    if (found.length !== wanted.length) throw notFound(`${wanted.length - found.length} of these assets do not exist; nothing was deleted.`);
    await t.delete(assets).where(and(eq(assets.accountId, scope.accountId), inArray(assets.id, wanted)));
    await audit(t, 'asset.delete', `${found.length} assets`, { asset_ids: wanted, hostnames: found.map((f) => f.hostname) });
    return { deleted: found.length };
  });
}

export async function assignAsset(db: Db, scope: Scope, id: string, body: z.output<typeof assetAssignBody>, now: Date, audit: Audit): Promise<AssetRow> {
  const asset = await getAsset(db, scope, id);
  const person = body.email !== undefined || body.person_id ? await findPerson(db, scope, { id: body.person_id ?? undefined, email: body.email }) : null;
  if ((asset.owner?.id ?? null) === (person?.id ?? null)) {
    throw conflict(person ? `${asset.hostname} is already assigned to ${person.email}.` : `${asset.hostname} is not assigned to anyone.`);
  }
  await db.transaction(async (tx) => {
    await tx.update(assets).set({ ownerPersonId: person?.id ?? null, updatedAt: now }).where(and(eq(assets.accountId, scope.accountId), eq(assets.id, id)));
    await audit(tx as unknown as Db, 'asset.assign', asset.hostname, { asset_id: id, before: asset.owner, after: person });
  });
  return getAsset(db, scope, id);
}

// ---- POST /upload-assets: the people import's all-or-nothing rules (users/people-import.ts) ----

export const ACCEPTED_ASSET_COLUMNS = `Accepted columns: ${ASSET_CSV_COLUMNS.join(', ')} (hostname is required).`;

function checkHeader(header: string[]): void {
  const unknown = header.filter((h) => !(ASSET_CSV_COLUMNS as readonly string[]).includes(h));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  const problems: string[] = [];
  if (!header.includes('hostname')) problems.push('The header row has no hostname column.');
  if (unknown.length) problems.push(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => u || '(empty)').join(', ')}.`);
  if (repeated.length) problems.push(`Repeated column${repeated.length > 1 ? 's' : ''}: ${[...new Set(repeated)].join(', ')}.`);
  if (problems.length) throw badInput(`${problems.join(' ')} ${ACCEPTED_ASSET_COLUMNS}`, problems.map((message) => ({ path: 'line.1', message: `Line 1: ${message}` })));
}

const limitText = (value: string, max: number, name: string, complain: (m: string) => void): string | null => {
  const v = value.trim();
  if (v.length > max) complain(`${name}: at most ${max} characters`);
  return v || null;
};

interface Good {
  line: number;
  hostname: string;
  serial: string | null;
  kind: AssetKind;
  os: string | null;
  model: string | null;
  notes: string | null;
  ownerEmail: string | null;
}

export async function importAssets(db: Db, scope: Scope, text: string, now: Date, audit: Audit): Promise<ImportResult> {
  if (!text.replace(/^\uFEFF/, '').trim()) throw badInput('The file is empty: it needs a header row and at least one asset.', [{ path: 'file', message: 'The file is empty.' }]);
  const { header, rows } = readRecords(text);
  checkHeader(header);
  if (rows.length === 0) throw badInput('The file has a header row but no assets.', [{ path: 'file', message: 'No data rows.' }]);
  if (rows.length > UPLOAD_MAX_ROWS) {
    throw badInput(`The file has ${rows.length} rows; at most ${UPLOAD_MAX_ROWS} assets can be added at a time.`, [{ path: 'file', message: 'Too many rows.' }]);
  }
  const problems = new Map<number, string[]>();
  const complainAt = (line: number) => (message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);
  const good: Good[] = [];
  const hostLine = new Map<string, number>();
  const serialLine = new Map<string, number>();
  for (const { line, fields, values } of rows) {
    const complain = complainAt(line);
    if (fields !== header.length) {
      complain(`has ${fields} field${fields === 1 ? '' : 's'}, the header row has ${header.length}`);
      continue;
    }
    const host = assetHostname.safeParse(values.hostname ?? '');
    const serial = assetSerial.safeParse(values.serial ?? '');
    const kind = (values.kind ?? '').trim().toLowerCase() || 'laptop';
    if (!host.success) complain(`hostname: ${host.error.issues[0]!.message}`);
    if (!serial.success) complain(`serial: ${serial.error.issues[0]!.message}`);
    if (!(ASSET_KINDS as readonly string[]).includes(kind)) complain(`kind: "${values.kind}" is not one of ${ASSET_KINDS.join(', ')}`);
    const email = (values.owner_email ?? '').trim().toLowerCase() || null;
    const checked = email ? emailField.safeParse(email) : null;
    if (checked && !checked.success) complain(`owner_email: ${checked.error.issues[0]!.message}`);
    const row: Good = {
      line,
      hostname: host.success ? host.data : '',
      serial: serial.success ? serial.data : null,
      kind: kind as AssetKind,
      os: limitText(values.os ?? '', ASSET_LIMITS.text, 'os', complain),
      model: limitText(values.model ?? '', ASSET_LIMITS.text, 'model', complain),
      notes: limitText(values.notes ?? '', ASSET_LIMITS.notes, 'notes', complain),
      ownerEmail: email,
    };
    for (const [map, value, name] of [[hostLine, row.hostname, 'hostname'], [serialLine, row.serial, 'serial']] as const) {
      if (!value) continue;
      const earlier = map.get(value.toLowerCase());
      if (earlier !== undefined) complain(`${name}: ${value} is also on line ${earlier}`);
      else map.set(value.toLowerCase(), line);
    }
    good.push(row);
  }
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const takenHosts = await existing(t, scope.accountId, assets.hostname, [...hostLine.keys()]);
      const takenSerials = await existing(t, scope.accountId, assets.serial, [...serialLine.keys()]);
      const emails = [...new Set(good.map((r) => r.ownerEmail).filter((e): e is string => e !== null))];
      const owners = new Map<string, string>();
      for (let i = 0; i < emails.length; i += 1000) {
        const found = await t.select({ id: people.id, email: people.email }).from(people).where(and(scope.people(), inArray(sql`lower(${people.email})`, emails.slice(i, i + 1000))));
        for (const p of found) owners.set(p.email.toLowerCase(), p.id);
      }
      for (const r of good) {
        if (r.hostname && takenHosts.has(r.hostname.toLowerCase()) && hostLine.get(r.hostname.toLowerCase()) === r.line) complainAt(r.line)(`hostname: ${r.hostname} is already an asset of this company`);
        if (r.serial && takenSerials.has(r.serial.toLowerCase()) && serialLine.get(r.serial.toLowerCase()) === r.line) complainAt(r.line)(`serial: ${r.serial} is already an asset of this company`);
        if (r.ownerEmail && !owners.has(r.ownerEmail)) complainAt(r.line)(`owner_email: no person ${r.ownerEmail} in this company`);
      }
      if (problems.size > 0) {
        const lines = [...problems.keys()].sort((a, b) => a - b);
        const issues = lines.map((line) => ({ path: `line.${line}`, message: `Line ${line}: ${problems.get(line)!.join('; ')}` }));
        throw badInput(`${lines.length} row${lines.length > 1 ? 's are' : ' is'} not valid (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}); nothing was added.`, issues);
      }
      const values = good.map((r) => ({
        accountId: scope.accountId, hostname: r.hostname, serial: r.serial, kind: r.kind, os: r.os, model: r.model, notes: r.notes,
        ownerPersonId: r.ownerEmail ? owners.get(r.ownerEmail)! : null, createdAt: now, updatedAt: now,
      }));
      for (let i = 0; i < values.length; i += 1000) await t.insert(assets).values(values.slice(i, i + 1000));
      await audit(t, 'asset.import', `${values.length} assets`, { count: values.length, assigned: values.filter((v) => v.ownerPersonId).length });
      return { imported: values.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Someone added some of these assets while the file was being read; upload it again.');
    throw error;
  }
}

/** Which of `wanted` (lower-cased) the company already has in `column`, ignoring case. */
async function existing(db: Db, accountId: string, column: typeof assets.hostname | typeof assets.serial, wanted: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db.select({ v: sql<string>`lower(${column})` }).from(assets).where(and(eq(assets.accountId, accountId), inArray(sql`lower(${column})`, wanted.slice(i, i + 1000))));
    for (const r of rows) taken.add(r.v);
  }
  return taken;
}
