// The account drill-down of spec part 2 §2.6 ("Account drill-down (super-admin)"): an operator looks into one
// company it operates: its endpoints and one endpoint's details, its groups and their people, its
// sub-accounts. Every call needs isProviderOperator and answers 404 for a company outside
// scope.operatedAccounts(); the rows are the ones the company's own admin gets from its own screens
// (/devices, /devices/{id}, /groups, /groups/{name}), read through the same service functions.
import { z } from 'zod';
import { isProviderOperator } from './access';
import { companyListQuery, companyRow } from './accounts';
import { countOf, endpoint } from './endpoint';
import { deviceDetail, deviceListQuery, deviceRow } from './fleet';
import { companyIdParams, flagValues } from './provider';
import { groupDetail, groupListQuery, groupNameParams, groupRow } from './users';

const tag = 'drill-down';
const NOT_FOUND = [404] as const;

export const companyDeviceParams = companyIdParams.extend({ deviceId: z.uuid() });
export const companyGroupParams = companyIdParams.extend(groupNameParams.shape);

/** A sub-account with its parent and flags; `operated` says whether its own drill-down pages are open to the caller. */
export const subaccountDetail = companyRow.extend({
  parent_id: z.string(),
  flags: flagValues,
  operated: z.boolean(),
});
export type SubaccountDetail = z.infer<typeof subaccountDetail>;

const listCompanyDevices = endpoint({
  method: 'GET', path: '/provider/companies/:id/devices', access: isProviderOperator, tag,
  description: "A managed company's endpoints of people with the filters of its own /devices list, a page at a time.",
  params: companyIdParams, query: deviceListQuery, response: z.array(deviceRow), errors: NOT_FOUND,
});
const listSubaccounts = endpoint({
  method: 'GET', path: '/provider/companies/:id/subaccounts', access: isProviderOperator, tag,
  description: "A managed company's sub-accounts (the companies whose parent it is), a page at a time.",
  params: companyIdParams, query: companyListQuery, response: z.array(companyRow), errors: NOT_FOUND,
});
const listCompanyGroups = endpoint({
  method: 'GET', path: '/provider/companies/:id/groups', access: isProviderOperator, tag,
  description: "A managed company's groups with their member counts, a page at a time.",
  params: companyIdParams, query: groupListQuery, response: z.array(groupRow), errors: NOT_FOUND,
});

export const drillDownApi = {
  listCompanyDevices,
  countCompanyDevices: countOf(listCompanyDevices),
  getCompanyDevice: endpoint({
    method: 'GET', path: '/provider/companies/:id/devices/:deviceId', access: isProviderOperator, tag,
    description: "One endpoint of a managed company, as the company's own /devices/{id} answers it.",
    params: companyDeviceParams, response: deviceDetail, errors: NOT_FOUND,
  }),
  listSubaccounts,
  countSubaccounts: countOf(listSubaccounts),
  getSubaccount: endpoint({
    method: 'GET', path: '/provider/subaccounts/:id', access: isProviderOperator, tag,
    description: 'One sub-account whose parent (or itself) the caller operates, with its parent and flags.',
    params: companyIdParams, response: subaccountDetail, errors: NOT_FOUND,
  }),
  listCompanyGroups,
  countCompanyGroups: countOf(listCompanyGroups),
  getCompanyGroup: endpoint({
    method: 'GET', path: '/provider/companies/:id/groups/:name', access: isProviderOperator, tag,
    description: "One group of a managed company by name, with its people.",
    params: companyGroupParams, response: groupDetail, errors: NOT_FOUND,
  }),
};
