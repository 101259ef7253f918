// The setup steps as the screens show them: each step's page under /recommended-config and the screens
// where its work is done (spec part 1 §4, part 2 §4). Texts are in setup.en.json under steps.<page>.
import type { AccessContext } from '../../api/contract/access';
import { SETUP_STEPS, availableSteps, type SetupPage, type SetupStepId } from '../../api/contract/setup';
import { canOpen } from '../../app/can-open';
import type { RouteId } from '../../app/routes/table';

export interface StepView {
  readonly step: SetupStepId;
  readonly page: SetupPage;
  readonly number: number;
  readonly routeId: RouteId;
  /** where the admin does the work, most direct first */
  readonly targets: readonly RouteId[];
}

const TARGETS: Record<SetupPage, readonly RouteId[]> = {
  'users-groups': ['add-users', 'user-management', 'group-management', 'azure', 'google', 'okta'],
  'blocked-categories': ['config-websites', 'add-blocked-category'],
  'sanctioned-apps': ['saas-config', 'browse-catalog'],
  'unsanctioned-apps': ['saas-config', 'add-unsanctioned-category'],
  'compliance-framework': ['framework-selection', 'policies'],
  'configure-mdm': ['push-certificate', 'device-enrollment-program', 'content-token'],
  'configure-ztpa': ['vpn-server', 'configure-vpn', 'config-vpn'],
  'email-reports': ['add-email-reports', 'email-report'],
};

const ROUTE_OF: Record<SetupPage, RouteId> = {
  'users-groups': 'recommended-config-users-groups',
  'blocked-categories': 'recommended-config-blocked-categories',
  'sanctioned-apps': 'recommended-config-sanctioned-apps',
  'unsanctioned-apps': 'recommended-config-unsanctioned-apps',
  'compliance-framework': 'recommended-config-compliance-framework',
  'configure-mdm': 'recommended-config-configure-mdm',
  'configure-ztpa': 'recommended-config-configure-ztpa',
  'email-reports': 'recommended-config-email-reports',
};

export const STEP_VIEWS: readonly StepView[] = SETUP_STEPS.map((s, i) => ({
  step: s.step,
  page: s.page,
  number: i + 1,
  routeId: ROUTE_OF[s.page],
  targets: TARGETS[s.page],
}));

/** spec part 1 §4: Step_5 and Step_6 only with enable_mdm, Step_7 only with enable_vpn. */
export function visibleSteps(access: AccessContext | null): StepView[] {
  if (!access) return [];
  const available = new Set(availableSteps(access.flags));
  return STEP_VIEWS.filter((v) => available.has(v.step));
}

export function stepOfRoute(routeId: string | undefined): StepView | undefined {
  return STEP_VIEWS.find((v) => v.routeId === routeId);
}

/** The target screens this session may open. */
export function reachableTargets(view: StepView, access: AccessContext | null): RouteId[] {
  return view.targets.filter((id) => canOpen(id, access));
}
