import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCESS_TYPES,
  ALERT_ACTIONS,
  ALERT_REASONS,
  BROWSERS,
  COMMAND_STATUSES,
  COMPLIANCE_STATES,
  ENDPOINT_STATUSES,
  GATEWAY_STATUSES,
  PLATFORM_CODES,
  PLATFORM_FAMILY_VALUES,
  SEVERITIES,
  UNSANCTIONED_ACTIONS,
  ZTPA_ACTIONS,
} from '../../../src/api/contract/catalog';

// The values come from the contract (spec part 2 §3, §4), so the database and the API cannot drift apart.
export const platformEnum = pgEnum('platform', PLATFORM_CODES);
export const platformFamilyEnum = pgEnum('platform_family', PLATFORM_FAMILY_VALUES);
export const endpointStatusEnum = pgEnum('endpoint_status', ENDPOINT_STATUSES);
export const complianceStateEnum = pgEnum('compliance_state', COMPLIANCE_STATES);
export const browserEnum = pgEnum('browser', BROWSERS);
export const alertActionEnum = pgEnum('alert_action', ALERT_ACTIONS);
export const alertReasonEnum = pgEnum('alert_reason', ALERT_REASONS);
export const accessTypeEnum = pgEnum('access_type', ACCESS_TYPES);
export const unsanctionedActionEnum = pgEnum('unsanctioned_action', UNSANCTIONED_ACTIONS);
export const commandStatusEnum = pgEnum('command_status', COMMAND_STATUSES);
export const ztpaActionEnum = pgEnum('ztpa_action', ZTPA_ACTIONS);
export const gatewayStatusEnum = pgEnum('gateway_status', GATEWAY_STATUSES);
export const severityEnum = pgEnum('severity', SEVERITIES);
