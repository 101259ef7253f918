// Answers of the Dashboard calls for the component tests (shapes of src/api/contract/dashboard.ts).
import { accountFor, json, mockApi, type ApiCall } from '../../app/session/testing';
import type { AccountDetails } from '../../api/contract/accounts';

export const STATS: Record<string, unknown> = {
  '/api/device-files-action': { total_users: 4, sensitive_files: 9, total_devices: 5, total_activities: 0 },
  '/api/user-stats': { day: '2026-11-20', total_users: 30, risky: 3, inactive_users: 6, user_sensitive_data: 4, people: 8, monitored: 6, unmonitored: 2 },
  '/api/device-stats': {
    day: '2026-11-20',
    endpoint_count: 20,
    inactive: 4,
    device_sensitive_data: 5,
    noncompliant_count: 1,
    compliant: 1,
    total_endpoints: 3,
    infra_count: 0,
    has_infra: false,
    pf_count: { Windows: 1, MacOS: 1, Linux: 1 },
    comp_pf_count: { Windows: 1, MacOS: 0, Linux: 0 },
    mdm_enrolled_device_count: 1,
    mac_count: 3,
    missing_hd_encryption: 2,
  },
  '/api/saas-stats-alerts': { alerts: 5, reports: 2, blocks: 7 },
  '/api/nonsaas-stats-alerts': { alerts: 1, reports: 1, blocks: 1 },
  '/api/saas-stats-alerts-type': { spoof_count: 1, session_hijack_count: 2, typo_count: 3 },
  '/api/genai-saas-stats': { user_count: 11, app_count: 4, unsanctioned_count: 2 },
  '/api/device-inactivity-stats': { active: 4, idle: 2, inactive_last_week: 1 },
  '/api/vul-stats': { vul_app_user_count: 3, vul_app_device_count: 0 },
  '/api/insight-trends': [
    { key: 'unsanctionedSaasApps', current: 4, previous: 5 },
    { key: 'unsanctionedGenAiApps', current: 2, previous: 2 },
    { key: 'usersWithUnsanctionedApps', current: 7, previous: 0 },
    { key: 'usersWithGenAi', current: 11, previous: 8 },
    { key: 'usersWithSensitiveData', current: 1, previous: null },
  ],
  '/api/saas-stats-access-type': { label: ['Sanctioned', 'Unsanctioned', 'Unclassified'], y: [10, 4, 20] },
  '/api/saas-inv': [
    {
      name: 'Slack',
      icon: null,
      categories: ['Chat', 'Collaboration', 'Messaging'],
      access_type: 'Sanctioned',
      action_type: null,
      is_gen_ai: false,
      is_custom: false,
      weighted_duration: 7200,
      duration: 8000,
      users: 10,
      endpoints: 12,
      last_seen: '2026-11-20',
    },
  ],
  '/api/nonsaas-inv': [
    { domain: 'news.example', application_name: null, categories: ['News'], access_type: 'Unclassified', action_type: null, weighted_duration: 600, users: 2, endpoints: 2, last_seen: '2026-11-20' },
  ],
};

/** Every dashboard call answered from STATS, unless `override` answers first. */
export function dashboardApi(account: Partial<AccountDetails> = {}, override?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const answer = override?.(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/accounts') return json(200, accountFor(account));
    if (path === '/api/session-stats-saas-users' && call.method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '7' } });
    if (path in STATS) return json(200, STATS[path]);
    return undefined;
  });
}
