import { z } from 'zod';
import { canSeeInventory } from './access';
import { pageQuery, sortOrderSchema } from './common';
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
  status: z.enum(PERSON_STATUSES).optional(),
  sb: z.enum(['name', 'email', 'department', 'risk_level', 'last_seen']).optional(),
  so: sortOrderSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

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
