// A managed company's configurations and logs as its operator reads them (issue 24, account details tabs):
// nothing is queried here. Each read is the company's own module function (web policies, SaaS
// classifications, fleet, notifications, logs, policy status) called over that company's own scope
// (companyScope), once operatedCompany has answered 404 for a company the caller does not manage.
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import * as fleet from '../fleet/service';
import * as logs from '../logs/service';
import * as notifications from '../notifications/service';
import { onlineWindowMinutes, policyStatusOf } from '../policy-status/service';
import * as saas from '../saas/service';
import * as policies from '../web-policies/service';
import { companyScope } from './figures';
import { operatedCompany } from './service';

/** Runs `read` over the scope of company `id` as its own account admin sees it; 404 when not operated. */
export async function asCompany<T>(db: Db, scope: Scope, id: string, read: (company: Scope) => Promise<T>): Promise<T> {
  const { account } = await operatedCompany(db, scope, id);
  return read(companyScope(account, scope));
}

type Read<Q, T> = (db: Db, scope: Scope, id: string, query: Q) => Promise<T>;
const via =
  <Q, T>(own: (db: Db, company: Scope, query: Q) => Promise<T>): Read<Q, T> =>
  (db, scope, id, query) =>
    asCompany(db, scope, id, (company) => own(db, company, query));

export const listBypasses = via(policies.listBypassed);
export const countBypasses = via(policies.countBypassed);
export const listSaasApps = via(saas.listAccountApps);
export const countSaasApps = via(saas.countAccountApps);
export const listBlockedWebsites = via(policies.listBlockedWebsites);
export const countBlockedWebsites = via(policies.countBlockedWebsites);
export const listGeoFences = via(policies.listGeoFences);
export const countGeoFences = via(policies.countGeoFences);
export const listNotifications = via(notifications.listLogs);
export const countNotifications = via(notifications.countLogs);
export const listErrorLogs = via(logs.listErrorLogs);
export const countErrorLogs = via(logs.countErrorLogs);

/** /devices: the endpoints of people, infrastructure devices excluded, as the company's FLEET list. */
export const listEndpoints = via((db, company, query: Parameters<typeof fleet.listDevices>[3]) => fleet.listDevices(db, company, 'people', query));
export const countEndpoints = via((db, company, query: Parameters<typeof fleet.countDevices>[3]) => fleet.countDevices(db, company, 'people', query));

export const listBlockedCategories = (db: Db, scope: Scope, id: string) => asCompany(db, scope, id, (company) => policies.listBlockedCategories(db, company));
export const listEmailTemplates = (db: Db, scope: Scope, id: string) => asCompany(db, scope, id, (company) => notifications.listAccountTemplates(db, company));

/** GET /policy-status of the company, with the same online window as the company's own call. */
export const policyStatus = (db: Db, scope: Scope, id: string, now: Date, window = onlineWindowMinutes()) =>
  asCompany(db, scope, id, (company) => policyStatusOf(db, company.accountId, now, window));
