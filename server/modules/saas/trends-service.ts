// The SaaS trends report (GET /report-saas-trends) reuses the inventory: the page of apps by weighted
// duration over the range, each with its per-day series.
import type { TrendRow, TrendsQueryParsed } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import { seriesOf } from './drill-service';
import { countInventory, listInventory } from './inventory-service';

const byWeightedDuration = (q: TrendsQueryParsed) => ({ ...q, sb: 'weighted_duration' as const, so: 'desc' as const });

export async function listTrends(db: Db, scope: Scope, q: TrendsQueryParsed): Promise<TrendRow[]> {
  const rows = await listInventory(db, scope, byWeightedDuration(q));
  const series = await seriesOf(db, scope, rows.map((r) => r.name), q);
  return rows.map((r) => ({ name: r.name, icon: r.icon, is_gen_ai: r.is_gen_ai, weighted_duration: r.weighted_duration, series: series.get(r.name) ?? [] }));
}

export async function countTrends(db: Db, scope: Scope, q: TrendsQueryParsed): Promise<number> {
  return countInventory(db, scope, byWeightedDuration(q));
}
