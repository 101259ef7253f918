// About (/about, issue 27): the product's version, the server and database it runs on, the agent versions of
// the company's endpoints and the licences of the open-source packages the product depends on at run time.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AboutResponse } from '../../../src/api/contract/settings-api';
import type { Db, DbKind } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { endpointsOfScope, tableColumns } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';

const ROOT = new URL('../../../', import.meta.url);

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  homepage?: string;
  dependencies?: Record<string, string>;
}

function readPackage(path: string): PackageJson | null {
  try {
    return JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as PackageJson;
  } catch {
    return null;
  }
}

function licenceOf(pkg: PackageJson): string {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const listed = pkg.licenses?.map((l) => l.type).filter(Boolean);
  return listed?.length ? listed.join(' OR ') : 'UNKNOWN';
}

type Static = Pick<AboutResponse, 'product' | 'licences'>;
let cached: Static | undefined;

/** Read once, on the first request: package.json and each production dependency's installed package.json. */
function staticPart(): Static {
  if (cached) return cached;
  const own = readPackage('package.json') ?? {};
  const licences = Object.keys(own.dependencies ?? {})
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const pkg = readPackage(`node_modules/${name}/package.json`);
      return { name, version: pkg?.version ?? 'not installed', licence: pkg ? licenceOf(pkg) : 'UNKNOWN', homepage: pkg?.homepage ?? null };
    });
  cached = { product: { name: 'Palisade', version: own.version ?? 'unknown' }, licences };
  return cached;
}

export async function about(db: Db, dbKind: DbKind, scope: Scope): Promise<AboutResponse> {
  const [versionRow] = rowsOf<{ version: string }>(await db.execute(sql`select version() as version`));
  const agents = rowsOf<{ version: string; endpoints: number }>(
    await db.execute(sql`
      select agent_version as version, count(*)::int as endpoints from endpoints
      where ${endpointsOfScope(scope, tableColumns)}
      group by agent_version order by endpoints desc, agent_version`),
  );
  return {
    ...staticPart(),
    server: { runtime: 'Node.js', version: process.versions.node, platform: `${process.platform} ${process.arch}` },
    database: { engine: dbKind === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL', version: versionRow?.version ?? 'unknown' },
    agent_versions: agents,
  };
}
