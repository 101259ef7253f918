// GET /api/policy-status (issue 5 enforcement): how far the account's current policy version has reached.
import { z } from 'zod';
import { canSeePolicies } from './access';
import { endpoint } from './endpoint';

export const policyStatus = z.object({
  /** the account's policy version; 0 before its first policy change */
  version: z.number(),
  /** when that version was made; null before the first change */
  updated_at: z.string().nullable(),
  /** endpoints with an installed agent (uninstalled agents never come back for a policy) */
  endpoints_total: z.number(),
  /** policy-enforcing agents heard from within the online window (AGENT_ONLINE_MINUTES) */
  online: z.number(),
  /** online endpoints that acknowledged the current version */
  applied_online: z.number(),
  /** all endpoints that acknowledged the current version */
  applied_total: z.number(),
  /** endpoints not online that still enforce an older version: they get it when they next come online (spec part 1 §9) */
  pending_offline: z.number(),
  /** the online window in minutes, so the console can say what 'online' means */
  online_window_minutes: z.number(),
});
export type PolicyStatus = z.infer<typeof policyStatus>;

export const policyStatusApi = {
  status: endpoint({
    method: 'GET',
    path: '/policy-status',
    access: canSeePolicies,
    tag: 'policies',
    description: "How far the account's current policy version has reached its endpoints (issue 5 enforcement).",
    response: policyStatus,
  }),
};
