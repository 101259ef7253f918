/** What the fleet generator needs to know about a company to invent its endpoints and telemetry. */
export interface CompanyProfile {
  /** names the random streams, so each company (and each seed) has its own data */
  key: string;
  seed: number;
  /** the e-mail domain of its people */
  domain: string;
  /** the prefix of its Windows host names (ACME-LT-0042) */
  hostPrefix: string;
  /** IANA zone of its offices: working hours and weekends are local */
  timeZone: string;
  devices: number;
  days: number;
  /** how many distinct SaaS apps its people use (the long tail is cut here) */
  portfolio: number;
  /** mean app and website sessions per active endpoint and working day: the volume knob */
  sessionsPerDay: number;
  mdm: boolean;
  dlp: boolean;
  ztpa: boolean;
  commands: boolean;
}

/** The fixed seed of the demo tenant (DESIGN.md: the same data on every machine). */
export const DEMO_SEED = 20_260_101;

/**
 * The demo companies' fleets, sized so that a first start with seeding stays under 60 s on 2 cores
 * (issue 3). sessionsPerDay is the knob: at 6 (about 2.5 h of tracked app and website time a working day)
 * the two fleets store about 157,000 usage sessions, and a first start with seeding took 27 s on a quiet
 * machine (vite build not included).
 * Initech has no fleet: it is the company still onboarding (PENDING until its first endpoint enrols).
 */
export const DEMO_PROFILES: Readonly<Record<'acme' | 'globex' | 'initech', CompanyProfile>> = {
  acme: {
    key: 'acme', seed: DEMO_SEED, domain: 'acme.test', hostPrefix: 'ACME', timeZone: 'America/New_York',
    devices: 500, days: 90, portfolio: 250, sessionsPerDay: 6, mdm: true, dlp: true, ztpa: true, commands: true,
  },
  globex: {
    key: 'globex', seed: DEMO_SEED, domain: 'globex.test', hostPrefix: 'GLOBEX', timeZone: 'Europe/London',
    devices: 90, days: 90, portfolio: 120, sessionsPerDay: 6, mdm: false, dlp: false, ztpa: false, commands: false,
  },
  initech: {
    key: 'initech', seed: DEMO_SEED, domain: 'initech.test', hostPrefix: 'INITECH', timeZone: 'America/Chicago',
    devices: 0, days: 90, portfolio: 60, sessionsPerDay: 5, mdm: false, dlp: false, ztpa: true, commands: false,
  },
};

/** A profile for any company the simulator drives: demo settings where the key is a demo company's. */
export function profileFor(key: string, overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  const base = (DEMO_PROFILES as Record<string, CompanyProfile>)[key] ?? {
    ...DEMO_PROFILES.acme,
    key,
    domain: `${key}.test`,
    hostPrefix: key.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'HOST',
  };
  const profile = { ...base, ...overrides };
  // a handful of endpoints does not use 250 apps: the long tail shrinks with the fleet
  profile.portfolio = Math.min(profile.portfolio, Math.max(30, profile.devices * 2));
  return profile;
}
