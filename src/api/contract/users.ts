import { z } from 'zod';
import { canSeeInventory } from './access';
import { pageQuery, queryList, sortOrderSchema } from './common';
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

export const usersApi = {
  listUsers,
  countUsers: countOf(listUsers),
};
