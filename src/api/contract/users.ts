import { z } from 'zod';
import { emailField } from '../../lib/validation';
import { canAdminister, canSeeInventory } from './access';
import { isoDaySchema, pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

export const COPILOT_STATUSES = ['installed', 'not_installed', 'uninstalled'] as const;
export const PERSON_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const PERSON_SCOPES = ['IN_SCOPE', 'OUT_OF_SCOPE'] as const;
export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;

/** A monitored person of the organisation (GET /api/users). */
export const personRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  groups: z.array(z.string()),
  risk_level: z.enum(RISK_LEVELS),
  copilot_status: z.enum(COPILOT_STATUSES),
  status: z.enum(PERSON_STATUSES),
  scope: z.enum(PERSON_SCOPES),
  last_seen: z.string().nullable(),
  /** issue 27: the directory the person was imported from (azure, microsoft, google, okta); absent when added here */
  source: z.string().nullable().optional(),
});
export type PersonRow = z.infer<typeof personRow>;


export const userListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  /** spec part 1 §7: GET /users?u={text}, the same search as q */
  u: z.string().trim().max(200).optional(),
  /** spec part 1 §7: GET /users?r={risk} */
  r: queryList(z.enum(RISK_LEVELS)),
  status: queryList(z.enum(PERSON_STATUSES)),
  scope: z.enum(PERSON_SCOPES).optional(),
  copilot: queryList(z.enum(COPILOT_STATUSES)),
  /** people owning an endpoint that runs a vulnerable application (the dashboard's Users with Risky Apps) */
  risky_apps: z.enum(['true', 'false']).optional(),
  /** people with activity on that day (the dashboard's Users bars: their busiest day) */
  active_on: isoDaySchema.optional(),
  sb: z.enum(['name', 'email', 'department', 'risk_level', 'last_seen']).optional(),
  so: sortOrderSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
/** What a client sends: a repeatable key may also be one value. */
export type UserListParams = Partial<Omit<UserListQuery, 'r' | 'status' | 'copilot'>> & {
  r?: RiskLevel | readonly RiskLevel[];
  status?: PersonStatus | readonly PersonStatus[];
  copilot?: CopilotStatus | readonly CopilotStatus[];
};
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export type CopilotStatus = (typeof COPILOT_STATUSES)[number];

// spec part 1 §2: Inventory, FLEET: users.
const listUsers = endpoint({
  method: 'GET',
  path: '/users',
  access: canSeeInventory,
  tag: 'users',
  description: 'The monitored people of the company, a page at a time (spec part 1 §7).',
  query: userListQuery,
  response: z.array(personRow),
});


// ---------- managing people and groups (Admin › MANAGEMENT, spec part 1 §7 "Users", part 2 §2.6) ----------

export const NAME_MAX = 100;
export const DEPARTMENT_MAX = 100;
export const GROUP_NAME_MAX = 100;
export const GROUPS_PER_PERSON_MAX = 100;
export const GROUP_MEMBERS_MAX = 10_000;
/** the CSV upload: at most this many bytes and data rows in one file */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 10_000;
/** The header row of a people CSV names some of these columns (any order, case and spacing ignored); email is required. */
export const PEOPLE_CSV_COLUMNS = ['email', 'first_name', 'last_name', 'department', 'groups'] as const;
/** groups in one CSV cell are separated by this */
export const CSV_GROUP_SEPARATOR = ';';

const firstName = z.string().trim().min(1, 'Enter a first name.').max(NAME_MAX, `At most ${NAME_MAX} characters.`);
const lastName = z.string().trim().max(NAME_MAX, `At most ${NAME_MAX} characters.`);
const department = z.string().trim().max(DEPARTMENT_MAX, `At most ${DEPARTMENT_MAX} characters.`).nullable();
const groupIds = z.array(z.uuid('Not a group id.')).max(GROUPS_PER_PERSON_MAX, `At most ${GROUPS_PER_PERSON_MAX} groups.`);

/** POST /users (JSON): one person. The name is stored as "first last". */
export const personBody = z.object({
  first_name: firstName,
  last_name: lastName.default(''),
  email: emailField,
  department: department.default(null),
  groups: groupIds.default([]),
});
export type PersonBody = z.input<typeof personBody>;

/** POST /users/{id}: edit and make active or inactive; the e-mail is how agents name the person and stays. */
export const personUpdateBody = z.object({
  first_name: firstName,
  last_name: lastName.default(''),
  department: department.default(null),
  groups: groupIds,
  status: z.enum(PERSON_STATUSES),
});
export type PersonUpdateBody = z.input<typeof personUpdateBody>;

export const personDetail = personRow.extend({
  first_name: z.string(),
  last_name: z.string(),
  group_ids: z.array(z.string()),
  /** endpoints this person owns (they keep existing, without owner, when the person is deleted) */
  endpoints: z.number().int(),
});
export type PersonDetail = z.infer<typeof personDetail>;

export const personEmailParams = z.object({ email: z.string().trim().min(1).max(254) });
export const personIdParams = z.object({ id: z.uuid('Not a person id.') });

export const importResult = z.object({ imported: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;

// ---------- groups ----------

export const groupRow = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number().int(),
  /** e-mails of the group admins limited to this group */
  admins: z.array(z.string()),
  created_at: z.string(),
});
export type GroupRow = z.infer<typeof groupRow>;

export const groupListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  sb: z.enum(['name', 'members', 'created_at']).optional(),
  so: sortOrderSchema.optional(),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;
export type GroupListParams = Partial<GroupListQuery>;

export const groupOption = z.object({ id: z.string(), name: z.string() });
export type GroupOption = z.infer<typeof groupOption>;

export const groupMember = z.object({ id: z.string(), name: z.string(), email: z.string(), department: z.string().nullable() });
export type GroupMember = z.infer<typeof groupMember>;

export const groupDetail = groupRow.extend({ member_list: z.array(groupMember) });
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a group name.')
    .max(GROUP_NAME_MAX, `At most ${GROUP_NAME_MAX} characters.`)
    .refine((v) => !v.includes(CSV_GROUP_SEPARATOR), `A group name cannot contain "${CSV_GROUP_SEPARATOR}".`),
  members: z.array(z.uuid('Not a person id.')).max(GROUP_MEMBERS_MAX, `At most ${GROUP_MEMBERS_MAX} members.`).default([]),
});
export type GroupBody = z.input<typeof groupBody>;

export const groupNameParams = z.object({ name: z.string().trim().min(1).max(GROUP_NAME_MAX) });
export const groupIdParams = z.object({ id: z.uuid('Not a group id.') });

const tag = 'users';

const listGroups = endpoint({
  method: 'GET', path: '/groups', access: canSeeInventory, tag,
  description: 'The groups of the company with their member counts; a group admin sees only its own groups.',
  query: groupListQuery, response: z.array(groupRow),
});

/** The people calls (GET/HEAD /users) and what Admin › MANAGEMENT calls to manage people and groups. */
export const usersApi = {
  listUsers,
  countUsers: countOf(listUsers),
  getUser: endpoint({
    method: 'GET', path: '/users/:email', access: canSeeInventory, tag,
    description: 'One person by e-mail (spec part 1 §7 GET /users/{email}); a group admin finds only the people of its groups.',
    params: personEmailParams, response: personDetail, errors: [404],
  }),
  addUser: endpoint({
    method: 'POST', path: '/users', access: canAdminister, tag, status: 201,
    description: 'Adds one person (409 when the e-mail is already a person of the company).',
    body: personBody, response: personDetail, errors: [409],
  }),
  uploadUsers: endpoint({
    method: 'POST', path: '/upload-users', access: canAdminister, tag, status: 201,
    description:
      `Adds many people from a CSV file sent as multipart/form-data (field "file", at most 2 MB and ${UPLOAD_MAX_ROWS} rows). ` +
      `The header row names the columns: ${PEOPLE_CSV_COLUMNS.join(', ')} (email required; groups separated by "${CSV_GROUP_SEPARATOR}"). ` +
      'When any row is bad, nothing is stored and the 400 lists every bad row by its line number.',
    response: importResult, errors: [413],
  }),
  updateUser: endpoint({
    method: 'POST', path: '/users/:id', access: canAdminister, tag,
    description: 'Updates a person: name, department, groups and status (make active / inactive).',
    params: personIdParams, body: personUpdateBody, response: personDetail, errors: [404],
  }),
  deleteUser: endpoint({
    method: 'DELETE', path: '/users/:id', access: canAdminister, tag, status: 204,
    description: 'Deletes a person; their endpoints stay enrolled without an owner and their recorded activity stays.',
    params: personIdParams, errors: [404],
  }),

  listGroups,
  countGroups: countOf(listGroups),
  listGroupOptions: endpoint({
    method: 'GET', path: '/groups-lite', access: canSeeInventory, tag,
    description: 'Every group of the company by name (id and name only), for choosing groups.',
    response: z.array(groupOption),
  }),
  getGroup: endpoint({
    method: 'GET', path: '/groups/:name', access: canSeeInventory, tag,
    description: 'One group by name with its members.',
    params: groupNameParams, response: groupDetail, errors: [404],
  }),
  addGroup: endpoint({
    method: 'POST', path: '/groups', access: canAdminister, tag, status: 201,
    description: 'Creates a group with its members (409 when the name is taken).',
    body: groupBody, response: groupDetail, errors: [409],
  }),
  updateGroup: endpoint({
    method: 'POST', path: '/groups/:id', access: canAdminister, tag,
    description: 'Renames a group and sets its members (409 when the new name is taken).',
    params: groupIdParams, body: groupBody, response: groupDetail, errors: [404, 409],
  }),
  deleteGroup: endpoint({
    method: 'DELETE', path: '/groups/:id', access: canAdminister, tag, status: 204,
    description: 'Deletes a group; its people stay. 409 while a group admin is limited to it.',
    params: groupIdParams, errors: [404, 409],
  }),
} as const;
