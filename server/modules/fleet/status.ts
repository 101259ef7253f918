// /endpoint-status (the header button, issue 18): agent health across the signed-in admin's fleet. The
// figures are counts of the same list the links open (/endpoints/v2 or /devices with status, o and
// version), through the same where-clause (service.ts countDevices), so each link's total is its figure.
import { sql } from 'drizzle-orm';
import { ENDPOINT_STATUSES } from '../../../src/api/contract/catalog';
import type { EndpointStatus, StatusCounts } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import { n, rows } from '../dashboard/scoped';

type Status = (typeof ENDPOINT_STATUSES)[number];
const empty = (): StatusCounts => ({ ACTIVE: 0, INACTIVE: 0, OFFLINE_FOR_CONFIG_TIME: 0, total: 0 });

/** Semantic-version order (1.0.10 after 1.0.9), newest first. */
const byVersionDesc = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });

export async function endpointStatus(db: Db, scope: Scope, now: Date): Promise<EndpointStatus> {
  const found = await rows<{ platform: string; version: string; status: Status; n: unknown }>(db, sql`
    select e.platform_family::text as platform, e.agent_version as version, e.status::text as status, count(*) as n
    from endpoints e where ${countedEndpoints(scope, aliased('e'))}
    group by 1, 2, 3`);
  const totals = empty();
  const platforms = new Map<string, StatusCounts>();
  const versions = new Map<string, StatusCounts>();
  for (const r of found) {
    const count = n(r.n);
    for (const into of [totals, bucket(platforms, r.platform), bucket(versions, r.version)]) {
      into[r.status] += count;
      into.total += count;
    }
  }
  const ORDER = ['Windows', 'MacOS', 'Linux', 'Unknown'];
  return {
    totals,
    platforms: [...platforms.entries()]
      .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
      .map(([platform, c]) => ({ platform: platform as EndpointStatus['platforms'][number]['platform'], ...c })),
    versions: [...versions.entries()].sort(([a], [b]) => byVersionDesc(a, b)).map(([version, c]) => ({ version, ...c })),
    at: now.toISOString(),
  };
}

function bucket(map: Map<string, StatusCounts>, key: string): StatusCounts {
  let c = map.get(key);
  if (!c) map.set(key, (c = empty()));
  return c;
}
