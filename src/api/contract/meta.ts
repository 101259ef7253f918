import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/enums: the value lists the console's filters offer (spec part 2 §3). */
export const enumsResponse = z.object({
  roles: z.array(z.string()),
  platforms: z.array(z.object({ code: z.string(), label: z.string(), family: z.string() })),
  platform_families: z.array(z.string()),
  browsers: z.array(z.string()),
  alert_actions: z.array(z.string()),
  alert_reasons: z.array(z.string()),
  access_types: z.array(z.string()),
  unsanctioned_actions: z.array(z.string()),
  copilot_statuses: z.array(z.string()),
  person_statuses: z.array(z.string()),
  person_scopes: z.array(z.string()),
  risk_levels: z.array(z.string()),
  departments: z.array(z.string()),
  groups: z.array(z.string()),
});
export type EnumsResponse = z.infer<typeof enumsResponse>;

export const metaApi = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'meta',
    description: 'Answers 200 when the database is reachable, 503 when it is not (DESIGN.md API conventions).',
    response: healthResponse,
    errors: [503],
  }),
  getEnums: endpoint({
    method: 'GET',
    path: '/enums',
    access: 'session',
    tag: 'meta',
    description: "The value lists the console's filters offer, with the company's own departments and groups (spec part 2 §3).",
    response: enumsResponse,
  }),
};
