// The `mdm_apps` section of the agent policy document (issue 20): one list of rules per account, read in the
// document's transaction. App policies keep their action, schedule, deferrals and priority; application
// groups become install (INSTALL) or remove (BLOCK) rules; a browser the account disallows becomes a
// block-launch rule for everyone. Each rule names its target people and groups so an agent applies only its own.
import { sql } from 'drizzle-orm';
import { MDM_BROWSERS, type MdmAppsDocument } from '../../../src/api/contract/mdm-policies';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';

type Rule = MdmAppsDocument['rules'][number];
const ACTIONS = { INSTALL: 'install', REMOVE: 'remove', BLOCK_LAUNCH: 'block_launch' } as const;
const IMMEDIATE: Rule['schedule'] = { kind: 'immediate', days: [], start_hour: null, end_hour: null };

export async function mdmAppsSection(db: Db, accountId: string): Promise<{ mdm_apps: MdmAppsDocument }> {
  const policies = rowsOf<{
    id: string; action: keyof typeof ACTIONS; name: string; apps: string[]; bundle_id: string | null; person_ids: string[]; group_ids: string[];
    schedule: string; window_days: string[]; window_start: number | null; window_end: number | null; deferrals: number; priority: number;
  }>(
    await db.execute(sql`
      select p.id::text as id, p.action, coalesce(a.name, g.name) as name, case when a.id is not null then array[a.name] else g.apps end as apps,
        a.bundle_id, p.person_ids::text[] as person_ids, p.group_ids::text[] as group_ids, p.schedule, p.window_days, p.window_start, p.window_end, p.deferrals, p.priority
      from mdm_app_policies p
      left join mdm_managed_apps a on a.account_id = p.account_id and a.id = p.managed_app_id
      left join mdm_app_groups g on g.account_id = p.account_id and g.id = p.app_group_id
      where p.account_id = ${accountId}::uuid
      order by p.priority, p.created_at, p.id`),
  );
  const groups = rowsOf<{ id: string; kind: string; name: string; apps: string[]; person_ids: string[]; group_ids: string[] }>(
    await db.execute(sql`
      select id::text as id, kind, name, apps, person_ids::text[] as person_ids, group_ids::text[] as group_ids
      from mdm_app_groups where account_id = ${accountId}::uuid order by lower(name), id`),
  );
  const disallowed = rowsOf<{ browser: string }>(
    await db.execute(sql`select browser from mdm_browser_decisions where account_id = ${accountId}::uuid and not allowed order by browser`),
  );
  const rules: Rule[] = [
    ...policies.map((p) => ({
      id: p.id, source: 'app_policy' as const, name: p.name, action: ACTIONS[p.action], apps: p.apps, bundle_id: p.bundle_id,
      everyone: false, person_ids: p.person_ids, group_ids: p.group_ids,
      schedule: p.schedule === 'WINDOW' ? { kind: 'window' as const, days: p.window_days, start_hour: p.window_start, end_hour: p.window_end } : IMMEDIATE,
      deferrals: p.deferrals, priority: p.priority,
    })),
    ...groups.map((g) => ({
      id: g.id, source: 'app_group' as const, name: g.name, action: g.kind === 'INSTALL' ? ('install' as const) : ('remove' as const), apps: g.apps, bundle_id: null,
      everyone: false, person_ids: g.person_ids, group_ids: g.group_ids, schedule: IMMEDIATE, deferrals: 0, priority: 100,
    })),
    ...disallowed.flatMap((d) => {
      const browser = MDM_BROWSERS.find((b) => b.name === d.browser);
      if (!browser) return [];
      return [{
        id: `browser:${browser.name}`, source: 'browser' as const, name: browser.label, action: 'block_launch' as const, apps: [...browser.apps], bundle_id: null,
        everyone: true, person_ids: [], group_ids: [], schedule: IMMEDIATE, deferrals: 0, priority: 0,
      }];
    }),
  ];
  return { mdm_apps: { rules } };
}
