import { pgEnum } from 'drizzle-orm/pg-core';
import { LOGIN_TYPES, ROLES } from '../../../src/api/contract/common';
import { ACCOUNT_STATUSES } from '../../../src/api/contract/accounts';
import { COPILOT_STATUSES, PERSON_SCOPES, PERSON_STATUSES, RISK_LEVELS } from '../../../src/api/contract/users';

export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const roleEnum = pgEnum('member_role', ROLES);
export const loginTypeEnum = pgEnum('login_type', LOGIN_TYPES);
export const riskLevelEnum = pgEnum('risk_level', RISK_LEVELS);
export const copilotStatusEnum = pgEnum('copilot_status', COPILOT_STATUSES);
export const personStatusEnum = pgEnum('person_status', PERSON_STATUSES);
export const personScopeEnum = pgEnum('person_scope', PERSON_SCOPES);
