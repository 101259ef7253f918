// DLP policies (issue 21): exfiltration, LLM and data-activity policies and what they watch besides the
// built-in types (custom data, dictionaries, exact tokens and file hashes, folders). Every change to a
// policy or to something an enabled policy watches bumps the policy version in the change's transaction,
// so agents see it with the next document (document.ts); reach is counted as for firewall rules.
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  CustomData,
  Dictionary,
  DlpPolicy,
  DlpPolicyKind,
  DlpPolicyParsed,
  Fingerprint,
  Folder,
  customDataBody,
  dictionaryBody,
  folderBody,
} from '../../../src/api/contract/dlp-policies';
import type { PreviewResult } from '../../../src/api/contract/dlp-detect';
import { normaliseToken, type CustomType } from '../../../src/lib/dlp/custom';
import { SYSTEM_DICTIONARIES } from '../../../src/lib/dlp/dictionaries';
import { scanText } from '../../../src/lib/dlp/scan';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dlpCustomTypes, dlpDictionaries, dlpFingerprints, dlpFolders, dlpPolicies } from '../../db/schema/dlp-policies';
import { groups } from '../../db/schema/people';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';

type PolicyRow = typeof dlpPolicies.$inferSelect;
type CustomRow = typeof dlpCustomTypes.$inferSelect;
type DictionaryRow = typeof dlpDictionaries.$inferSelect;
type FingerprintRow = typeof dlpFingerprints.$inferSelect;
type FolderRow = typeof dlpFolders.$inferSelect;
type Page = { page: number; size: number; q?: string };

const badRequest = (issues: { path: string; message: string }[]) => new HttpError(400, 'VALIDATION', issues[0].message, {}, issues);
const paged = (query: Page) => ({ limit: query.size, offset: (query.page - 1) * query.size });

/** The SHA-256 (hex) of a token's normalised form: what the agents compare (src/lib/dlp/custom.ts). */
export const tokenHash = (token: string): string => createHash('sha256').update(normaliseToken(token)).digest('hex');

// ---------- shared ----------

/** How many of the account's policies list `id` in the array column `column`. */
async function usedBy(db: Db, accountId: string, column: string, id: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from dlp_policies where account_id = ${accountId}::uuid and ${id} = any(${sql.raw(column)}::text[])`),
  );
  return Number(row?.n ?? 0);
}

/** Usage counts of every id in one array column of the account's policies. */
async function usage(db: Db, accountId: string, column: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: string; n: number }>(
    await db.execute(sql`select x::text as id, count(*)::int as n from dlp_policies, unnest(${sql.raw(column)}) x where account_id = ${accountId}::uuid group by 1`),
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A change to something policies watch: a new policy version when an enabled policy watches it. */
async function afterWatchedChange(tx: Db, accountId: string, column: string, id: string, now: Date): Promise<void> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from dlp_policies where account_id = ${accountId}::uuid and enabled and ${id} = any(${sql.raw(column)}::text[])`),
  );
  if (Number(row?.n ?? 0) === 0) return;
  const version = await bumpPolicyVersion(tx, accountId, now);
  await tx.execute(sql`update dlp_policies set policy_version = ${version} where account_id = ${accountId}::uuid and enabled and ${id} = any(${sql.raw(column)}::text[])`);
}

async function refuseIfUsed(tx: Db, accountId: string, column: string, id: string, what: string): Promise<void> {
  const n = await usedBy(tx, accountId, column, id);
  if (n > 0) throw conflict(`This ${what} is used by ${n} ${n === 1 ? 'policy' : 'policies'}; remove it from them first.`);
}

async function nameTaken(tx: Db, table: PgTable, accountId: PgColumn, idColumn: PgColumn, nameColumn: PgColumn, scope: Scope, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(accountId, scope.accountId), eq(nameColumn, name), exceptId ? sql`${idColumn} <> ${exceptId}::uuid` : undefined));
  return rows.length > 0;
}

const searchOf = (q: string | undefined, ...columns: PgColumn[]): SQL | undefined =>
  q ? sql`(${sql.join(columns.map((c) => sql`${c}::text ilike ${containsPattern(q)}`), sql` or `)})` : undefined;

// ---------- policies ----------

/** Active endpoints by the policy version they acknowledged. */
async function reachOf(db: Db, accountId: string): Promise<(row: PolicyRow) => { applied: number; total: number }> {
  const rows = rowsOf<{ version: number; n: number }>(
    await db.execute(sql`select policy_version as version, count(*)::int as n from endpoints where account_id = ${accountId}::uuid and status = 'ACTIVE' group by 1`),
  );
  const total = rows.reduce((n, r) => n + Number(r.n), 0);
  return (row) => ({ applied: row.enabled ? rows.filter((r) => Number(r.version) >= row.policyVersion).reduce((n, r) => n + Number(r.n), 0) : 0, total });
}

async function groupNames(db: Db, accountId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.accountId, accountId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function policyToApi(row: PolicyRow, reach: { applied: number; total: number }, names: Map<string, string>): DlpPolicy {
  return {
    id: row.id,
    kind: row.kind as DlpPolicyKind,
    name: row.name,
    description: row.description,
    data_types: row.dataTypes,
    custom_type_ids: row.customTypeIds,
    dictionary_ids: row.dictionaryIds,
    fingerprint_ids: row.fingerprintIds,
    folder_ids: row.folderIds,
    channels: row.channels,
    destinations: row.destinations,
    action: row.action as DlpPolicy['action'],
    group_ids: row.groupIds,
    groups: row.groupIds.map((id) => names.get(id) ?? ''),
    enabled: row.enabled,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    reach,
  };
}

function policyWhere(scope: Scope, query: { q?: string; kind?: DlpPolicyKind }) {
  return and(eq(dlpPolicies.accountId, scope.accountId), query.kind ? eq(dlpPolicies.kind, query.kind) : undefined, searchOf(query.q, dlpPolicies.name, dlpPolicies.action));
}

export async function listPolicies(db: Db, scope: Scope, query: Page & { kind?: DlpPolicyKind }): Promise<DlpPolicy[]> {
  const { limit, offset } = paged(query);
  const rows = await db.select().from(dlpPolicies).where(policyWhere(scope, query)).orderBy(dlpPolicies.name).limit(limit).offset(offset);
  const [reach, names] = await Promise.all([reachOf(db, scope.accountId), groupNames(db, scope.accountId)]);
  return rows.map((r) => policyToApi(r, reach(r), names));
}

export async function countPolicies(db: Db, scope: Scope, query: { q?: string; kind?: DlpPolicyKind }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dlpPolicies).where(policyWhere(scope, query));
  return Number(row?.n ?? 0);
}

async function policyRow(db: Db, scope: Scope, id: string): Promise<PolicyRow> {
  const [row] = await db.select().from(dlpPolicies).where(and(eq(dlpPolicies.accountId, scope.accountId), eq(dlpPolicies.id, id)));
  if (!row) throw notFound('Policy not found.');
  return row;
}

export async function getPolicy(db: Db, scope: Scope, id: string): Promise<DlpPolicy> {
  const row = await policyRow(db, scope, id);
  const [reach, names] = await Promise.all([reachOf(db, scope.accountId), groupNames(db, scope.accountId)]);
  return policyToApi(row, reach(row), names);
}

/** The ids of `wanted` that the account's table does not hold. */
async function missingIds(db: Db, table: string, accountId: string, wanted: readonly string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text as id from ${sql.raw(table)} where account_id = ${accountId}::uuid and id::text = any(${`{${wanted.join(',')}}`}::text[])`),
  );
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !found.has(id));
}

/** 400 naming each reference that is not the account's (another company's id counts as unknown). */
async function checkReferences(db: Db, accountId: string, body: DlpPolicyParsed): Promise<void> {
  const system = new Set(SYSTEM_DICTIONARIES.map((d) => d.id));
  const checks: [keyof DlpPolicyParsed, string, readonly string[], string][] = [
    ['custom_type_ids', 'dlp_custom_types', body.custom_type_ids, 'custom data type'],
    ['dictionary_ids', 'dlp_dictionaries', body.dictionary_ids.filter((id) => !system.has(id)), 'dictionary'],
    ['fingerprint_ids', 'dlp_fingerprints', body.fingerprint_ids, 'token or file hash'],
    ['folder_ids', 'dlp_folders', body.folder_ids, 'folder'],
    ['group_ids', 'groups', body.group_ids, 'group'],
  ];
  const issues: { path: string; message: string }[] = [];
  for (const [key, table, ids, what] of checks) {
    const all = body[key] as readonly string[];
    for (const id of await missingIds(db, table, accountId, ids)) issues.push({ path: `${key}.${all.indexOf(id)}`, message: `Unknown ${what}: ${id}.` });
  }
  if (issues.length > 0) throw badRequest(issues);
}

function policyValues(body: DlpPolicyParsed) {
  return {
    kind: body.kind,
    name: body.name,
    description: body.description || null,
    dataTypes: body.data_types,
    customTypeIds: body.custom_type_ids,
    dictionaryIds: body.dictionary_ids,
    fingerprintIds: body.fingerprint_ids,
    folderIds: body.folder_ids,
    channels: body.kind === 'llm' ? ['Gen AI'] : body.channels,
    destinations: body.destinations,
    action: body.action,
    groupIds: body.group_ids,
    enabled: body.enabled,
  };
}

const policyNameTaken = (tx: Db, scope: Scope, name: string, exceptId?: string) =>
  nameTaken(tx, dlpPolicies, dlpPolicies.accountId, dlpPolicies.id, dlpPolicies.name, scope, name, exceptId);

export async function createPolicy(db: Db, scope: Scope, body: DlpPolicyParsed, now: Date, audit: Audit): Promise<DlpPolicy> {
  await checkReferences(db, scope.accountId, body);
  const id = await db.transaction(async (tx) => {
    if (await policyNameTaken(tx, scope, body.name)) throw conflict(`A policy named ${body.name} already exists.`);
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const values = policyValues(body);
    const [row] = await tx
      .insert(dlpPolicies)
      .values({ accountId: scope.accountId, ...values, policyVersion: version, createdAt: now, updatedAt: now, updatedBy: scope.memberId })
      .returning({ id: dlpPolicies.id });
    await audit(tx, body.name, { id: row.id, ...values });
    return row.id;
  });
  return getPolicy(db, scope, id);
}

export async function updatePolicy(db: Db, scope: Scope, id: string, body: DlpPolicyParsed, now: Date, audit: Audit): Promise<DlpPolicy> {
  await checkReferences(db, scope.accountId, body);
  await db.transaction(async (tx) => {
    const before = await policyRow(tx, scope, id);
    if (await policyNameTaken(tx, scope, body.name, id)) throw conflict(`A policy named ${body.name} already exists.`);
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const values = policyValues(body);
    await tx
      .update(dlpPolicies)
      .set({ ...values, policyVersion: version, updatedAt: now, updatedBy: scope.memberId })
      .where(and(eq(dlpPolicies.accountId, scope.accountId), eq(dlpPolicies.id, id)));
    await audit(tx, body.name, { id, before: { ...before, createdAt: undefined, updatedAt: undefined }, after: values });
  });
  return getPolicy(db, scope, id);
}

export async function deletePolicy(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await policyRow(tx, scope, id);
    await tx.delete(dlpPolicies).where(and(eq(dlpPolicies.accountId, scope.accountId), eq(dlpPolicies.id, id)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, before.name, { id, name: before.name, kind: before.kind });
  });
  return { id };
}

// ---------- custom data types ----------

type CustomParsed = z.output<typeof customDataBody>;

function customToApi(row: CustomRow, policies: number): CustomData {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CustomData['kind'],
    pattern: row.pattern,
    keywords: row.keywords,
    case_sensitive: row.caseSensitive,
    sample_text: row.sampleText,
    policies,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}

/** The detector library's form of a stored custom type. */
export function customTypeOf(row: Pick<CustomRow, 'name' | 'kind' | 'pattern' | 'keywords' | 'caseSensitive'>): CustomType {
  return row.kind === 'regex'
    ? { kind: 'regex', name: row.name, pattern: row.pattern ?? '', caseSensitive: row.caseSensitive }
    : { kind: 'keywords', name: row.name, keywords: row.keywords, caseSensitive: row.caseSensitive };
}

const customWhere = (scope: Scope, q?: string) => and(eq(dlpCustomTypes.accountId, scope.accountId), searchOf(q, dlpCustomTypes.name, dlpCustomTypes.pattern));

export async function listCustomData(db: Db, scope: Scope, query: Page): Promise<CustomData[]> {
  const rows = await db.select().from(dlpCustomTypes).where(customWhere(scope, query.q)).orderBy(dlpCustomTypes.name).limit(query.size).offset(paged(query).offset);
  const used = await usage(db, scope.accountId, 'custom_type_ids');
  return rows.map((r) => customToApi(r, used.get(r.id) ?? 0));
}

export async function countCustomData(db: Db, scope: Scope, query: { q?: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dlpCustomTypes).where(customWhere(scope, query.q));
  return Number(row?.n ?? 0);
}

async function customRow(db: Db, scope: Scope, id: string): Promise<CustomRow> {
  const [row] = await db.select().from(dlpCustomTypes).where(and(eq(dlpCustomTypes.accountId, scope.accountId), eq(dlpCustomTypes.id, id)));
  if (!row) throw notFound('Custom data type not found.');
  return row;
}

export async function getCustomData(db: Db, scope: Scope, id: string): Promise<CustomData> {
  const row = await customRow(db, scope, id);
  return customToApi(row, await usedBy(db, scope.accountId, 'custom_type_ids', id));
}

/** The stored type run over its stored sample by the detectors the agents use. */
export async function matchCustomData(db: Db, scope: Scope, id: string): Promise<PreviewResult> {
  const row = await customRow(db, scope, id);
  const findings = row.sampleText ? scanText(row.sampleText, { types: [], custom: [customTypeOf(row)] }) : [];
  return { findings, total: findings.reduce((n, f) => n + f.count, 0), characters: row.sampleText.length };
}

function customValues(body: CustomParsed) {
  return {
    name: body.name,
    kind: body.kind,
    pattern: body.kind === 'regex' ? body.pattern! : null,
    keywords: body.kind === 'keywords' ? [...new Set(body.keywords)] : [],
    caseSensitive: body.case_sensitive,
    sampleText: body.sample_text,
  };
}

const customNameTaken = (tx: Db, scope: Scope, name: string, exceptId?: string) =>
  nameTaken(tx, dlpCustomTypes, dlpCustomTypes.accountId, dlpCustomTypes.id, dlpCustomTypes.name, scope, name, exceptId);

export async function createCustomData(db: Db, scope: Scope, body: CustomParsed, now: Date, audit: Audit): Promise<CustomData> {
  const id = await db.transaction(async (tx) => {
    if (await customNameTaken(tx, scope, body.name)) throw conflict(`A custom data type named ${body.name} already exists.`);
    const values = customValues(body);
    const [row] = await tx.insert(dlpCustomTypes).values({ accountId: scope.accountId, ...values, createdAt: now, updatedAt: now }).returning({ id: dlpCustomTypes.id });
    await audit(tx, body.name, { id: row.id, ...values, sampleText: undefined });
    return row.id;
  });
  return getCustomData(db, scope, id);
}

export async function updateCustomData(db: Db, scope: Scope, id: string, body: CustomParsed, now: Date, audit: Audit): Promise<CustomData> {
  await db.transaction(async (tx) => {
    const before = await customRow(tx, scope, id);
    if (await customNameTaken(tx, scope, body.name, id)) throw conflict(`A custom data type named ${body.name} already exists.`);
    const values = customValues(body);
    await tx.update(dlpCustomTypes).set({ ...values, updatedAt: now }).where(and(eq(dlpCustomTypes.accountId, scope.accountId), eq(dlpCustomTypes.id, id)));
    await afterWatchedChange(tx, scope.accountId, 'custom_type_ids', id, now);
    await audit(tx, body.name, { id, before: { name: before.name, pattern: before.pattern, keywords: before.keywords }, after: { ...values, sampleText: undefined } });
  });
  return getCustomData(db, scope, id);
}

export async function deleteCustomData(db: Db, scope: Scope, id: string, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await customRow(tx, scope, id);
    await refuseIfUsed(tx, scope.accountId, 'custom_type_ids', id, 'custom data type');
    await tx.delete(dlpCustomTypes).where(and(eq(dlpCustomTypes.accountId, scope.accountId), eq(dlpCustomTypes.id, id)));
    await audit(tx, before.name, { id, name: before.name });
  });
  return { id };
}

// ---------- dictionaries ----------

type DictionaryParsed = z.output<typeof dictionaryBody>;
const systemName = (id: string | null) => SYSTEM_DICTIONARIES.find((d) => d.id === id)?.name ?? null;

function dictionaryToApi(row: DictionaryRow, policies: number): Dictionary {
  return { id: row.id, name: row.name, base_id: row.baseId, base_name: systemName(row.baseId), words: row.words, policies, created_at: iso(row.createdAt)!, updated_at: iso(row.updatedAt)! };
}

const dictionaryWhere = (scope: Scope, q?: string) => and(eq(dlpDictionaries.accountId, scope.accountId), searchOf(q, dlpDictionaries.name));

export async function listDictionaries(db: Db, scope: Scope, query: Page): Promise<Dictionary[]> {
  const rows = await db.select().from(dlpDictionaries).where(dictionaryWhere(scope, query.q)).orderBy(dlpDictionaries.name).limit(query.size).offset(paged(query).offset);
  const used = await usage(db, scope.accountId, 'dictionary_ids');
  return rows.map((r) => dictionaryToApi(r, used.get(r.id) ?? 0));
}

export async function countDictionaries(db: Db, scope: Scope, query: { q?: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dlpDictionaries).where(dictionaryWhere(scope, query.q));
  return Number(row?.n ?? 0);
}

async function dictionaryRow(db: Db, scope: Scope, id: string): Promise<DictionaryRow> {
  const [row] = await db.select().from(dlpDictionaries).where(and(eq(dlpDictionaries.accountId, scope.accountId), eq(dlpDictionaries.id, id)));
  if (!row) throw notFound('Dictionary not found.');
  return row;
}

export async function getDictionary(db: Db, scope: Scope, id: string): Promise<Dictionary> {
  return dictionaryToApi(await dictionaryRow(db, scope, id), await usedBy(db, scope.accountId, 'dictionary_ids', id));
}

const dictionaryValues = (body: DictionaryParsed) => ({ name: body.name, baseId: body.base_id, words: [...new Set(body.words.map((w) => w.toLowerCase()))] });
const dictionaryNameTaken = (tx: Db, scope: Scope, name: string, exceptId?: string) =>
  nameTaken(tx, dlpDictionaries, dlpDictionaries.accountId, dlpDictionaries.id, dlpDictionaries.name, scope, name, exceptId);

export async function createDictionary(db: Db, scope: Scope, body: DictionaryParsed, now: Date, audit: Audit): Promise<Dictionary> {
  const id = await db.transaction(async (tx) => {
    if (await dictionaryNameTaken(tx, scope, body.name)) throw conflict(`A dictionary named ${body.name} already exists.`);
    const values = dictionaryValues(body);
    const [row] = await tx.insert(dlpDictionaries).values({ accountId: scope.accountId, ...values, createdAt: now, updatedAt: now }).returning({ id: dlpDictionaries.id });
    await audit(tx, body.name, { id: row.id, baseId: values.baseId, words: values.words.length });
    return row.id;
  });
  return getDictionary(db, scope, id);
}

export async function updateDictionary(db: Db, scope: Scope, id: string, body: DictionaryParsed, now: Date, audit: Audit): Promise<Dictionary> {
  await db.transaction(async (tx) => {
    await dictionaryRow(tx, scope, id);
    if (await dictionaryNameTaken(tx, scope, body.name, id)) throw conflict(`A dictionary named ${body.name} already exists.`);
    const values = dictionaryValues(body);
    await tx.update(dlpDictionaries).set({ ...values, updatedAt: now }).where(and(eq(dlpDictionaries.accountId, scope.accountId), eq(dlpDictionaries.id, id)));
    await afterWatchedChange(tx, scope.accountId, 'dictionary_ids', id, now);
    await audit(tx, body.name, { id, baseId: values.baseId, words: values.words.length });
  });
  return getDictionary(db, scope, id);
}

export async function deleteDictionary(db: Db, scope: Scope, id: string, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await dictionaryRow(tx, scope, id);
    await refuseIfUsed(tx, scope.accountId, 'dictionary_ids', id, 'dictionary');
    await tx.delete(dlpDictionaries).where(and(eq(dlpDictionaries.accountId, scope.accountId), eq(dlpDictionaries.id, id)));
    await audit(tx, before.name, { id, name: before.name });
  });
  return { id };
}

// ---------- exact tokens and file hashes ----------

const fingerprintToApi = (row: FingerprintRow, policies: number): Fingerprint => ({
  id: row.id,
  kind: row.kind as Fingerprint['kind'],
  name: row.name,
  sha256: row.sha256,
  policies,
  created_at: iso(row.createdAt)!,
});

const fingerprintWhere = (scope: Scope, query: { q?: string; kind?: 'token' | 'file' }) =>
  and(eq(dlpFingerprints.accountId, scope.accountId), query.kind ? eq(dlpFingerprints.kind, query.kind) : undefined, searchOf(query.q, dlpFingerprints.name, dlpFingerprints.sha256));

export async function listFingerprints(db: Db, scope: Scope, query: Page & { kind?: 'token' | 'file' }): Promise<Fingerprint[]> {
  const rows = await db.select().from(dlpFingerprints).where(fingerprintWhere(scope, query)).orderBy(dlpFingerprints.name).limit(query.size).offset(paged(query).offset);
  const used = await usage(db, scope.accountId, 'fingerprint_ids');
  return rows.map((r) => fingerprintToApi(r, used.get(r.id) ?? 0));
}

export async function countFingerprints(db: Db, scope: Scope, query: { q?: string; kind?: 'token' | 'file' }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dlpFingerprints).where(fingerprintWhere(scope, query));
  return Number(row?.n ?? 0);
}

/** Adds a token (given in clear, stored as its hash) or a file hash; the same hash twice answers 409. */
export async function createFingerprint(db: Db, scope: Scope, kind: 'token' | 'file', name: string, sha256: string, now: Date, audit: Audit): Promise<Fingerprint> {
  const hash = sha256.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: dlpFingerprints.id })
      .from(dlpFingerprints)
      .where(and(eq(dlpFingerprints.accountId, scope.accountId), eq(dlpFingerprints.kind, kind), eq(dlpFingerprints.sha256, hash)));
    if (taken) throw conflict(kind === 'token' ? 'This token is already registered.' : 'This file hash is already registered.');
    const [row] = await tx.insert(dlpFingerprints).values({ accountId: scope.accountId, kind, name, sha256: hash, createdAt: now }).returning();
    await audit(tx, name, { id: row.id, kind, sha256: hash });
    return fingerprintToApi(row, 0);
  });
}

export async function deleteFingerprint(db: Db, scope: Scope, id: string, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dlpFingerprints).where(and(eq(dlpFingerprints.accountId, scope.accountId), eq(dlpFingerprints.id, id)));
    if (!row) throw notFound('Token or file hash not found.');
    await refuseIfUsed(tx, scope.accountId, 'fingerprint_ids', id, row.kind === 'token' ? 'token' : 'file hash');
    await tx.delete(dlpFingerprints).where(and(eq(dlpFingerprints.accountId, scope.accountId), eq(dlpFingerprints.id, id)));
    await audit(tx, row.name, { id, kind: row.kind });
  });
  return { id };
}

// ---------- folders ----------

type FolderParsed = z.output<typeof folderBody>;

const folderToApi = (row: FolderRow, policies: number): Folder => ({
  id: row.id,
  name: row.name,
  platform: row.platform as Folder['platform'],
  path: row.path,
  include_subfolders: row.includeSubfolders,
  policies,
  created_at: iso(row.createdAt)!,
});

const folderWhere = (scope: Scope, q?: string) => and(eq(dlpFolders.accountId, scope.accountId), searchOf(q, dlpFolders.name, dlpFolders.path));

export async function listFolders(db: Db, scope: Scope, query: Page): Promise<Folder[]> {
  const rows = await db.select().from(dlpFolders).where(folderWhere(scope, query.q)).orderBy(dlpFolders.name).limit(query.size).offset(paged(query).offset);
  const used = await usage(db, scope.accountId, 'folder_ids');
  return rows.map((r) => folderToApi(r, used.get(r.id) ?? 0));
}

export async function countFolders(db: Db, scope: Scope, query: { q?: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dlpFolders).where(folderWhere(scope, query.q));
  return Number(row?.n ?? 0);
}

async function folderRow(db: Db, scope: Scope, id: string): Promise<FolderRow> {
  const [row] = await db.select().from(dlpFolders).where(and(eq(dlpFolders.accountId, scope.accountId), eq(dlpFolders.id, id)));
  if (!row) throw notFound('Folder not found.');
  return row;
}

export async function getFolder(db: Db, scope: Scope, id: string): Promise<Folder> {
  return folderToApi(await folderRow(db, scope, id), await usedBy(db, scope.accountId, 'folder_ids', id));
}

async function folderTaken(tx: Db, scope: Scope, body: FolderParsed, exceptId?: string): Promise<void> {
  const rows = await tx
    .select({ id: dlpFolders.id })
    .from(dlpFolders)
    .where(and(eq(dlpFolders.accountId, scope.accountId), eq(dlpFolders.platform, body.platform), eq(dlpFolders.path, body.path), exceptId ? sql`${dlpFolders.id} <> ${exceptId}::uuid` : undefined));
  if (rows.length > 0) throw conflict(`The folder ${body.path} is already monitored on ${body.platform}.`);
}

const folderValues = (body: FolderParsed) => ({ name: body.name, platform: body.platform, path: body.path, includeSubfolders: body.include_subfolders });

export async function createFolder(db: Db, scope: Scope, body: FolderParsed, now: Date, audit: Audit): Promise<Folder> {
  const id = await db.transaction(async (tx) => {
    await folderTaken(tx, scope, body);
    const [row] = await tx.insert(dlpFolders).values({ accountId: scope.accountId, ...folderValues(body), createdAt: now }).returning({ id: dlpFolders.id });
    await audit(tx, body.name, { id: row.id, ...folderValues(body) });
    return row.id;
  });
  return getFolder(db, scope, id);
}

export async function updateFolder(db: Db, scope: Scope, id: string, body: FolderParsed, now: Date, audit: Audit): Promise<Folder> {
  await db.transaction(async (tx) => {
    const before = await folderRow(tx, scope, id);
    await folderTaken(tx, scope, body, id);
    await tx.update(dlpFolders).set(folderValues(body)).where(and(eq(dlpFolders.accountId, scope.accountId), eq(dlpFolders.id, id)));
    await afterWatchedChange(tx, scope.accountId, 'folder_ids', id, now);
    await audit(tx, body.name, { id, before: { path: before.path, platform: before.platform }, after: folderValues(body) });
  });
  return getFolder(db, scope, id);
}

export async function deleteFolder(db: Db, scope: Scope, id: string, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await folderRow(tx, scope, id);
    await refuseIfUsed(tx, scope.accountId, 'folder_ids', id, 'folder');
    await tx.delete(dlpFolders).where(and(eq(dlpFolders.accountId, scope.accountId), eq(dlpFolders.id, id)));
    await audit(tx, before.name, { id, path: before.path });
  });
  return { id };
}
