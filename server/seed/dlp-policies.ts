// The demo tenant's DLP policies (issue 21): Acme (DLP on) blocks payment data leaving through Gen AI
// prompts, USB and cloud storage, keeps secrets out of Gen AI prompts and reports personal data copied or
// printed; with one custom data type, a company dictionary, an exact token (hashed) and monitored folders.
// Seeded at policy version 0, so every endpoint that ever acknowledged a policy holds them.
import type { Db } from '../db/client';
import { dlpCustomTypes, dlpDictionaries, dlpFingerprints, dlpFolders, dlpPolicies } from '../db/schema/dlp-policies';
import { tokenHash } from '../modules/dlp-policies/service';

export async function seedDemoDlpPolicies(tx: Db, input: { accountId: string; now: Date }): Promise<void> {
  const base = { accountId: input.accountId, createdAt: input.now };
  const [employee] = await tx
    .insert(dlpCustomTypes)
    .values({ ...base, updatedAt: input.now, name: 'Acme employee number', kind: 'regex', pattern: 'ACM-\\d{5}', caseSensitive: true, sampleText: 'Payroll for ACM-10442 and ACM-20981; ACM-12 is not a number.' })
    .returning({ id: dlpCustomTypes.id });
  const [finance] = await tx
    .insert(dlpDictionaries)
    .values({ ...base, updatedAt: input.now, name: 'Acme finance terms', baseId: 'financial-terms', words: ['board pack', 'quarterly forecast'] })
    .returning({ id: dlpDictionaries.id });
  const [codename] = await tx.insert(dlpFingerprints).values({ ...base, kind: 'token', name: 'Project Falcon codename', sha256: tokenHash('falcon-7') }).returning({ id: dlpFingerprints.id });
  const folders = await tx
    .insert(dlpFolders)
    .values([
      { ...base, name: 'Finance documents (Windows)', platform: 'Windows', path: '%USERPROFILE%\\Documents\\Finance' },
      { ...base, name: 'Finance documents (Mac)', platform: 'MacOS', path: '~/Documents/Finance' },
    ])
    .returning({ id: dlpFolders.id });
  const policy = { ...base, updatedAt: input.now, policyVersion: 0, enabled: true };
  await tx.insert(dlpPolicies).values([
    {
      ...policy,
      kind: 'exfiltration',
      name: 'Block payment data leaving endpoints',
      description: 'Card numbers and IBANs may not be pasted into Gen AI apps, copied to USB storage or uploaded to cloud storage.',
      dataTypes: ['Credit Card Number', 'IBAN'],
      dictionaryIds: [finance.id],
      folderIds: folders.map((f) => f.id),
      channels: ['Gen AI', 'USB', 'Cloud Storage'],
      action: 'Block',
    },
    {
      ...policy,
      kind: 'llm',
      name: 'No secrets in Gen AI prompts',
      dataTypes: ['AWS Access Key', 'GitHub Token', 'Private Key'],
      customTypeIds: [employee.id],
      fingerprintIds: [codename.id],
      channels: ['Gen AI'],
      action: 'Block',
    },
    {
      ...policy,
      kind: 'activity',
      name: 'Report personal data copied or printed',
      dataTypes: ['US Social Security Number', 'Email Address'],
      channels: ['Clipboard', 'Print'],
      action: 'Report',
    },
  ]);
}
