// An app's EFFECTIVE access type for one account (spec part 2 §4, issue 5):
//   1. an explicit account_app_settings row wins (Sanctioned, or Unsanctioned with its action; a stored
//      'Unclassified' row counts as none, as in the agents' policy document);
//   2. otherwise, when one of the app's categories is one of the account's unsanctioned_categories, the app
//      is Unsanctioned with that category's action (the strictest one when several match: Block, Block Alert, Report);
//   3. otherwise Unclassified (action null).
//
// Exported for other modules (dashboard counts, policy document):
//   effectiveAccess(accountId: string, app: { id: SQLWrapper; categories: SQLWrapper })
//     → { accessType: SQL<AccessType>; actionType: SQL<ActionType | null> }
// Both are scalar SQL expressions to put in a select list or a where clause; `app.id` is the app's uuid
// column (saas_apps.id or custom_apps.id) and `app.categories` a text[] expression (saas_apps.categories,
// or sql`array[${customApps.category}]` for a custom app). Example:
//   const { accessType } = effectiveAccess(scope.accountId, { id: saasApps.id, categories: saasApps.categories });
//   db.select({ name: saasApps.name, accessType }).from(saasApps).where(sql`${accessType} = 'Sanctioned'`)
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AccessType, ActionType } from '../../../src/api/contract/saas';
import { accountAppSettings } from '../../db/schema/catalog';
import { unsanctionedCategories } from '../../db/schema/policies';

export interface AppRef {
  id: SQLWrapper;
  categories: SQLWrapper;
}

const STRICTNESS = sql`case ${unsanctionedCategories.action} when 'Block' then 0 when 'Block Alert' then 1 else 2 end`;

/** The account's strictest category action for the app's categories; null when no category is unsanctioned. */
function categoryAction(accountId: string, app: AppRef): SQL {
  return sql`(select ${unsanctionedCategories.action}::text from ${unsanctionedCategories}
    where ${unsanctionedCategories.accountId} = ${accountId}::uuid and ${unsanctionedCategories.category} = any(${app.categories})
    order by ${STRICTNESS} limit 1)`;
}

function explicit(accountId: string, app: AppRef, column: SQL): SQL {
  return sql`(select ${column} from ${accountAppSettings}
    where ${accountAppSettings.accountId} = ${accountId}::uuid and ${accountAppSettings.appId} = ${app.id}
      and ${accountAppSettings.accessType} <> 'Unclassified')`;
}

export function effectiveAccess(accountId: string, app: AppRef): { accessType: SQL<AccessType>; actionType: SQL<ActionType | null> } {
  const explicitType = explicit(accountId, app, sql`${accountAppSettings.accessType}::text`);
  const explicitAction = explicit(accountId, app, sql`${accountAppSettings.unsanctionedAction}::text`);
  const byCategory = categoryAction(accountId, app);
  return {
    accessType: sql<AccessType>`coalesce(${explicitType}, case when ${byCategory} is not null then 'Unsanctioned' else 'Unclassified' end)`,
    actionType: sql<ActionType | null>`case when ${explicitType} is not null then ${explicitAction} else ${byCategory} end`,
  };
}
