// The policy document's `dlp_policies` section (issue 21): the account's enabled DLP policies with what
// they watch resolved for the agent (patterns, keywords, dictionary words, hashes, folder paths), read in
// the document's own transaction so it matches the document's version.
import { and, eq } from 'drizzle-orm';
import type { DlpPolicyDocument } from '../../../src/api/contract/dlp-policies';
import { SYSTEM_DICTIONARIES } from '../../../src/lib/dlp/dictionaries';
import type { Db } from '../../db/client';
import { dlpCustomTypes, dlpDictionaries, dlpFingerprints, dlpFolders, dlpPolicies } from '../../db/schema/dlp-policies';

export async function dlpPolicySection(db: Db, accountId: string): Promise<DlpPolicyDocument> {
  const policies = await db
    .select()
    .from(dlpPolicies)
    .where(and(eq(dlpPolicies.accountId, accountId), eq(dlpPolicies.enabled, true)))
    .orderBy(dlpPolicies.name);
  if (policies.length === 0) return [];
  const [custom, dictionaries, fingerprints, folders] = await Promise.all([
    db.select().from(dlpCustomTypes).where(eq(dlpCustomTypes.accountId, accountId)),
    db.select().from(dlpDictionaries).where(eq(dlpDictionaries.accountId, accountId)),
    db.select().from(dlpFingerprints).where(eq(dlpFingerprints.accountId, accountId)),
    db.select().from(dlpFolders).where(eq(dlpFolders.accountId, accountId)),
  ]);
  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
  const customs = byId(custom);
  const dicts = byId(dictionaries);
  const prints = byId(fingerprints);
  const dirs = byId(folders);
  const system = new Map(SYSTEM_DICTIONARIES.map((d) => [d.id, d]));
  return policies.map((p) => {
    const hashes = p.fingerprintIds.flatMap((id) => (prints.has(id) ? [prints.get(id)!] : []));
    return {
      id: p.id,
      name: p.name,
      kind: p.kind as DlpPolicyDocument[number]['kind'],
      action: p.action as DlpPolicyDocument[number]['action'],
      channels: p.channels,
      destinations: p.destinations,
      data_types: p.dataTypes,
      custom_types: p.customTypeIds.flatMap((id) => {
        const c = customs.get(id);
        if (!c) return [];
        return [c.kind === 'regex'
          ? { name: c.name, kind: 'regex' as const, pattern: c.pattern ?? '', case_sensitive: c.caseSensitive }
          : { name: c.name, kind: 'keywords' as const, keywords: c.keywords, case_sensitive: c.caseSensitive }];
      }),
      dictionaries: p.dictionaryIds.flatMap((id) => {
        const shipped = system.get(id);
        if (shipped) return [{ name: shipped.name, words: [...shipped.words] }];
        const own = dicts.get(id);
        if (!own) return [];
        const base = own.baseId ? (system.get(own.baseId)?.words ?? []) : [];
        return [{ name: own.name, words: [...new Set([...base, ...own.words])] }];
      }),
      token_hashes: hashes.filter((h) => h.kind === 'token').map((h) => h.sha256),
      file_hashes: hashes.filter((h) => h.kind === 'file').map((h) => h.sha256),
      folders: p.folderIds.flatMap((id) => {
        const f = dirs.get(id);
        return f ? [{ platform: f.platform, path: f.path, include_subfolders: f.includeSubfolders }] : [];
      }),
      group_ids: p.groupIds,
    };
  });
}
