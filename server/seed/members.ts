import type { Role } from '../../src/api/contract/common';
import type { DemoAccount } from './accounts';

/** DESIGN.md: every demo user's password. */
export const DEMO_PASSWORD = 'Palisade-demo-1';

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  account: DemoAccount['key'];
  /** PALISADE_ADMIN: the customer companies it manages */
  manages?: readonly DemoAccount['key'][];
  /** GROUP_ADMIN: the groups of its company it is limited to */
  groups?: readonly string[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { email: 'admin@acme.test', firstName: 'Dana', lastName: 'Whitfield', role: 'ADMIN', account: 'acme' },
  { email: 'groupadmin@acme.test', firstName: 'Marcus', lastName: 'Lee', role: 'GROUP_ADMIN', account: 'acme', groups: ['Engineering', 'Sales'] },
  { email: 'auditor@acme.test', firstName: 'Priya', lastName: 'Natarajan', role: 'AUDITOR', account: 'acme' },
  { email: 'admin@globex.test', firstName: 'Hank', lastName: 'Scorpio', role: 'ADMIN', account: 'globex' },
  { email: 'ops@palisade.test', firstName: 'Sam', lastName: 'Okafor', role: 'PALISADE_ADMIN', account: 'palisade', manages: ['acme', 'globex', 'initech'] },
  { email: 'root@palisade.test', firstName: 'Jordan', lastName: 'Reyes', role: 'SuperAdmin', account: 'palisade' },
];
