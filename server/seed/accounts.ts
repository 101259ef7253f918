import type { NewAccount } from '../db/schema/index';

export interface DemoAccount {
  key: 'palisade' | 'acme' | 'globex' | 'initech';
  domain: string;
  peopleCount: number;
  /** groups of the company; the first ones that are department names take that department's people */
  groups: readonly string[];
  values: Omit<NewAccount, 'id' | 'clientId' | 'createdAt'>;
}

/** DESIGN.md demo tenant: the provider and three customers with different feature sets. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'palisade',
    domain: 'palisade.test',
    peopleCount: 0,
    groups: [],
    values: { name: 'Palisade', status: 'ACTIVE', isProvider: true, userOnboardingRequired: false, setupStarted: true },
  },
  {
    key: 'acme',
    domain: 'acme.test',
    peopleCount: 400,
    groups: ['Engineering', 'Sales', 'Marketing', 'Finance', 'Customer Success', 'Executives', 'Contractors', 'Remote Workers'],
    values: {
      name: 'Acme Corp',
      status: 'ACTIVE',
      enableDlp: true,
      enableVpn: true,
      enableMdm: true,
      enableExecuteCommand: true,
      disableSessionLogs: false,
      groupByCategory: false,
      billingPeriod: 'monthly',
      billingType: 'per_endpoint',
      unitAmount: 4,
      billingStartDate: '2025-07-01',
      userOnboardingRequired: false,
      setupStarted: true,
    },
  },
  {
    key: 'globex',
    domain: 'globex.test',
    peopleCount: 80,
    groups: ['Engineering', 'Sales', 'Operations', 'Finance', 'Executives', 'Contractors'],
    values: {
      name: 'Globex',
      status: 'ACTIVE',
      enableDlp: false,
      enableVpn: false,
      enableMdm: false,
      enableExecuteCommand: false,
      disableSessionLogs: true,
      userOnboardingRequired: false,
      setupStarted: true,
    },
  },
  {
    key: 'initech',
    domain: 'initech.test',
    peopleCount: 25,
    groups: ['Engineering', 'Sales', 'Operations', 'IT', 'Executives', 'Contractors'],
    values: {
      name: 'Initech',
      status: 'PENDING',
      enableVpn: true,
      enableMdm: false,
      enableDlp: false,
      enableExecuteCommand: false,
      userOnboardingRequired: true,
      setupStarted: false,
    },
  },
];

/**
 * The demo companies' agent enrolment secrets (README 'Demo'): what the installer and the simulator
 * (`npm run simulate -- --account acme`) enrol with. Only their sha-256 is stored.
 */
export const DEMO_ENROLMENT_SECRETS: Readonly<Record<Exclude<DemoAccount['key'], 'palisade'>, string>> = {
  acme: 'acme-demo-enrolment-secret',
  globex: 'globex-demo-enrolment-secret',
  initech: 'initech-demo-enrolment-secret',
};
