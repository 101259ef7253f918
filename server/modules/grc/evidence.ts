// The compliance evidence a GRC export sends (issue 27): one record per endpoint and control as
// compliance_results holds it (the latest result of each check the agent reported), with the endpoint's
// owner and OS; shaped into the published page formats of src/api/contract/grc.ts.
import { sql } from 'drizzle-orm';
import type { GrcKind, ScrutEvidencePage, VantaEvidencePage } from '../../../src/api/contract/grc';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { iso } from '../../lib/sql';

export interface EvidenceRecord {
  endpointId: string;
  hostname: string;
  control: string;
  framework: string;
  passed: boolean;
  checkedAt: string;
  details: string | null;
  personName: string | null;
  personEmail: string | null;
  osFamily: string;
  osName: string;
  osVersion: string;
}

interface EvidenceSqlRow {
  endpoint_id: string; hostname: string; control: string; framework: string; passed: boolean; checked_at: string | Date; details: string | null;
  person_name: string | null; person_email: string | null; os_family: string; os_name: string; os_version: string;
}

/** Every evidence record of the company, in a stable order (endpoint, control). */
export async function readEvidence(db: Db, accountId: string): Promise<EvidenceRecord[]> {
  const rows = rowsOf<EvidenceSqlRow>(
    await db.execute(sql`select r.endpoint_id, e.hostname, r.control, r.framework, r.passed, r.checked_at, r.details,
        p.name as person_name, p.email as person_email, e.platform_family::text as os_family, e.os_name, e.os_version
      from compliance_results r
      join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      left join people p on p.account_id = e.account_id and p.id = e.owner_person_id
      where r.account_id = ${accountId}::uuid
      order by r.endpoint_id, r.control`),
  );
  return rows.map((r) => ({
    endpointId: r.endpoint_id,
    hostname: r.hostname,
    control: r.control,
    framework: r.framework,
    passed: r.passed,
    checkedAt: iso(r.checked_at)!,
    details: r.details,
    personName: r.person_name,
    personEmail: r.person_email,
    osFamily: r.os_family,
    osName: r.os_name,
    osVersion: r.os_version,
  }));
}

/** What an export would send now, per framework (most first), counted in SQL. */
export async function countEvidence(db: Db, accountId: string): Promise<{ records: number; frameworks: { framework: string; records: number }[] }> {
  const rows = rowsOf<{ framework: string; records: number }>(
    await db.execute(sql`select r.framework, count(*)::int as records
      from compliance_results r join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      where r.account_id = ${accountId}::uuid
      group by r.framework
      order by records desc, r.framework`),
  );
  return { records: rows.reduce((sum, r) => sum + r.records, 0), frameworks: rows };
}

/** Records per framework, most first. */
export function countByFramework(records: readonly Pick<EvidenceRecord, 'framework'>[]): { framework: string; records: number }[] {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.framework, (counts.get(r.framework) ?? 0) + 1);
  return [...counts].map(([framework, n]) => ({ framework, records: n })).sort((a, b) => b.records - a.records || a.framework.localeCompare(b.framework));
}

function vantaPage(records: readonly EvidenceRecord[], number: number, count: number, size: number, generatedAt: string): VantaEvidencePage {
  return {
    resourceId: 'palisade-endpoint-compliance',
    generatedAt,
    page: { number, count, size },
    resources: records.map((r) => ({
      uniqueId: `${r.endpointId}:${r.control}`,
      displayName: `${r.hostname}: ${r.control}`,
      deviceId: r.endpointId,
      hostname: r.hostname,
      controlId: r.control,
      framework: r.framework,
      status: r.passed ? 'PASS' : 'FAIL',
      lastEvaluatedAt: r.checkedAt,
      person: r.personName === null ? null : { name: r.personName, email: r.personEmail ?? '' },
      os: { family: r.osFamily, name: r.osName, version: r.osVersion },
      details: r.details,
    })),
  };
}

function scrutPage(records: readonly EvidenceRecord[], index: number, count: number, collectedAt: string): ScrutEvidencePage {
  return {
    source: 'palisade',
    evidence_type: 'endpoint_compliance',
    collected_at: collectedAt,
    batch: { index, count },
    records: records.map((r) => ({
      device_id: r.endpointId,
      hostname: r.hostname,
      control_id: r.control,
      framework: r.framework,
      result: r.passed ? 'compliant' : 'non_compliant',
      evaluated_at: r.checkedAt,
      owner_name: r.personName,
      owner_email: r.personEmail,
      os_family: r.osFamily,
      os_name: r.osName,
      os_version: r.osVersion,
      details: r.details,
    })),
  };
}

export interface EvidencePage {
  records: EvidenceRecord[];
  body: VantaEvidencePage | ScrutEvidencePage;
}

/** The records cut into pages of `size` in the kind's shape; an empty company sends one empty page. */
export function pagesOf(kind: GrcKind, records: readonly EvidenceRecord[], size: number, now: Date): EvidencePage[] {
  const count = Math.max(1, Math.ceil(records.length / size));
  const at = now.toISOString();
  return Array.from({ length: count }, (_, i) => {
    const slice = records.slice(i * size, (i + 1) * size);
    return { records: slice, body: kind === 'vanta' ? vantaPage(slice, i + 1, count, size, at) : scrutPage(slice, i, count, at) };
  });
}
