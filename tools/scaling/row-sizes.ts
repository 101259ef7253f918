// Row sizes on the demo tenant (docs/SCALING.md): seeds the demo into an in-memory PGlite and prints,
// per table, the rows, the average stored row (pg_column_size of the whole row), and the table with its
// indexes (pg_total_relation_size) per row. FLEET=small seeds the reduced fleet of the API tests.
//   npx tsx tools/scaling/row-sizes.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed/index';
import { describeTables } from './distribution';

const fleet = process.env.FLEET === 'small' ? 'small' : 'full';
const started = Date.now();
const database = await openDatabase({ memory: true });
await seedDemo(database.db, { fleet });
const seededIn = (Date.now() - started) / 1000;

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

const out: string[] = [];
out.push(`Seeded the ${fleet} demo in ${seededIn.toFixed(0)} s (in-memory PGlite).`, '');
out.push('| table | rows | avg row bytes | table + indexes bytes per row |', '|---|---|---|---|');
for (const t of describeTables()) {
  const [r] = await rows(
    sql.raw(`select count(*)::int as n, coalesce(avg(pg_column_size(t.*)), 0)::int as row_bytes, pg_total_relation_size('${t.name}')::bigint as total from ${t.name} t`),
  );
  const n = Number(r.n);
  if (!n) continue;
  out.push(`| ${t.name} | ${n} | ${r.row_bytes} | ${Math.round(Number(r.total) / n)} |`);
}

const [span] = await rows(sql.raw(`select count(distinct day)::int as days, count(*)::int as n from app_usage_daily`));
const perAccount = await rows(
  sql.raw(`select a.name, (select count(*) from endpoints e where e.account_id = a.id)::int as endpoints,
    (select count(*) from usage_sessions u where u.account_id = a.id)::int as sessions,
    (select count(*) from ingested_events i where i.account_id = a.id)::int as events,
    (select count(distinct date_trunc('day', u.at)) from usage_sessions u where u.account_id = a.id)::int as days
    from accounts a order by endpoints desc limit 4`),
);
out.push('', `app_usage_daily spans ${span.days} days.`, '', '| company | endpoints | usage sessions | ingested events | days with sessions |', '|---|---|---|---|---|');
for (const a of perAccount) out.push(`| ${a.name} | ${a.endpoints} | ${a.sessions} | ${a.events} | ${a.days} |`);
console.log(out.join('\n'));
await database.close();
