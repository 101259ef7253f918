// MDM application groups (issue 20; spec part 1 §1 Policies › FLEET "Application Groups", part 2 §2.6
// /application-policies, /add-application-group, /apps-group-detail/{name}/{id}, /add-blocked-apps-group,
// /blocked-apps-group-detail/{name}/{id}, /update-application-group/{id}, /update-blocked-apps-group/{id}).
// A group names applications as the agents report them and is assigned to people and groups of people.
// Its reach is computed from the fleet: the endpoints those people own, and how many of them comply
// according to their installed applications (INSTALL: every app present; BLOCK: none present).
import { z } from 'zod';
import { canChangeCompliancePolicies, canSeeCompliancePolicies } from './access';
import { PLATFORM_FAMILY_VALUES } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

export const APP_GROUP_KINDS = ['INSTALL', 'BLOCK'] as const;
export type AppGroupKind = (typeof APP_GROUP_KINDS)[number];
export const APP_GROUP_MAX_APPS = 100;
export const APP_GROUP_MAX_ASSIGNEES = 500;

const NOT_FOUND = [404] as const;

export const appGroupFiltersQuery = z.object({
  kind: z.enum(APP_GROUP_KINDS).optional(),
  /** the group's name or one of its applications, contains, case-insensitive */
  q: z.string().trim().max(200).optional(),
});
export type AppGroupFilters = z.infer<typeof appGroupFiltersQuery>;
export const appGroupListQuery = pageQuery.extend(appGroupFiltersQuery.shape);
export type AppGroupListQuery = z.infer<typeof appGroupListQuery>;

export const appGroupReach = z.object({
  /** endpoints owned by the assigned people (directly or through a group) that the caller may see */
  devices: z.number(),
  /** of those, the ones whose installed applications satisfy the group */
  compliant: z.number(),
});
export type AppGroupReach = z.infer<typeof appGroupReach>;

export const appGroupRow = z.object({
  id: z.string(),
  kind: z.enum(APP_GROUP_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  apps: z.array(z.string()),
  /** people assigned directly, and groups assigned (only those the caller may see) */
  people: z.number(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  reach: appGroupReach,
  updated_at: z.string(),
});
export type AppGroupRow = z.infer<typeof appGroupRow>;

export const appGroupDetail = appGroupRow.extend({
  assigned_people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AppGroupDetail = z.infer<typeof appGroupDetail>;

export const appGroupParams = z.object({ id: z.guid() });

export const appGroupDeviceFilters = z.object({ compliant: z.enum(['true', 'false']).transform((v) => v === 'true').optional() });
export const appGroupDeviceQuery = pageQuery.extend(appGroupDeviceFilters.shape);
export type AppGroupDeviceQuery = z.input<typeof appGroupDeviceQuery>;

export const appGroupDevice = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** the group's applications installed on the endpoint now */
  installed: z.array(z.string()),
  /** INSTALL: every app installed; BLOCK: none installed */
  compliant: z.boolean(),
  last_seen: z.string(),
});
export type AppGroupDevice = z.infer<typeof appGroupDevice>;

const appName = z.string().trim().min(1, 'Enter an application name.').max(200, 'An application name has at most 200 characters.');

export const appGroupBody = z
  .object({
    kind: z.enum(APP_GROUP_KINDS),
    name: z.string().trim().min(1, 'Enter a group name.').max(100, 'A group name has at most 100 characters.'),
    description: z.string().trim().max(500, 'A description has at most 500 characters.').optional(),
    apps: z.array(appName).min(1, 'Add at least one application.').max(APP_GROUP_MAX_APPS, `A group holds at most ${APP_GROUP_MAX_APPS} applications.`),
    /** people by email (resolved among the people the caller may see) */
    person_emails: z.array(z.string().trim().toLowerCase().pipe(z.email('Not an email address.'))).max(APP_GROUP_MAX_ASSIGNEES).default([]),
    group_ids: z.array(z.guid('Not a group id.')).max(APP_GROUP_MAX_ASSIGNEES).default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.apps.forEach((app, i) => {
      const key = app.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['apps', i], message: `${app} is listed twice.` });
      seen.add(key);
    });
    if (body.person_emails.length === 0 && body.group_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['person_emails'], message: 'Assign the group to at least one person or group.' });
    }
  });
export type AppGroupBody = z.input<typeof appGroupBody>;

const tag = 'mdm-apps';

const listAppGroups = endpoint({
  method: 'GET', path: '/mdm/app-groups', access: canSeeCompliancePolicies, tag,
  description: 'Application groups (kind INSTALL or BLOCK) with their applications, assignees and live reach; filters kind and q; paged.',
  query: appGroupListQuery, response: z.array(appGroupRow),
});
const getAppGroupsReport = endpoint({
  method: 'GET', path: '/mdm/app-groups-report', access: canSeeCompliancePolicies, tag,
  description: 'The filtered application groups as a CSV download with their reach.',
  query: appGroupFiltersQuery, produces: ['text/csv'],
});
const listAppGroupDevices = endpoint({
  method: 'GET', path: '/mdm/app-groups/:id/devices', access: canSeeCompliancePolicies, tag,
  description: 'The endpoints a group applies to, with the group’s applications each has installed and whether it complies.',
  params: appGroupParams, query: appGroupDeviceQuery, response: z.array(appGroupDevice), errors: NOT_FOUND,
});

export const mdmAppsApi = {
  listAppGroups,
  countAppGroups: countOf(listAppGroups),
  getAppGroupsReport,
  getAppGroup: endpoint({
    method: 'GET', path: '/mdm/app-groups/:id', access: canSeeCompliancePolicies, tag,
    description: 'One application group with its assignees and reach.',
    params: appGroupParams, response: appGroupDetail, errors: NOT_FOUND,
  }),
  listAppGroupDevices,
  countAppGroupDevices: countOf(listAppGroupDevices),
  createAppGroup: endpoint({
    method: 'POST', path: '/mdm/app-groups', access: canChangeCompliancePolicies, tag, status: 201,
    description: 'Adds an application group; agents receive it with the next policy version.',
    body: appGroupBody, response: appGroupDetail, errors: [409],
  }),
  updateAppGroup: endpoint({
    method: 'PUT', path: '/mdm/app-groups/:id', access: canChangeCompliancePolicies, tag,
    description: 'Replaces an application group (its kind stays); assignees the caller may not see are kept.',
    params: appGroupParams, body: appGroupBody, response: appGroupDetail, errors: [404, 409],
  }),
  deleteAppGroup: endpoint({
    method: 'DELETE', path: '/mdm/app-groups/:id', access: canChangeCompliancePolicies, tag,
    description: 'Removes an application group.',
    params: appGroupParams, response: z.object({ id: z.string() }), errors: NOT_FOUND,
  }),
};
