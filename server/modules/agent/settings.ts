/** Agent API settings; buildApp takes overrides (tests, bench), main.ts reads the environment. */
export interface AgentSettings {
  /** per device: at most `requests` calls in each window of `windowMs` (issue 3: 429 with Retry-After) */
  rateLimit: { requests: number; windowMs: number };
  /** per client IP: at most `failures` wrong enrolment secrets in each window of `windowMs` (issue 15: 429 beyond) */
  enrolLimit: { failures: number; windowMs: number };
  /** body limit of POST /agent/v1/telemetry in bytes (413 beyond) */
  telemetryBodyLimit: number;
  /** a command still Queued after this long becomes Abort (spec part 2 §4) */
  commandTimeoutMs: number;
  /** an ACTIVE endpoint silent for this long becomes OFFLINE_FOR_CONFIG_TIME */
  offlineAfterMs: number;
  /** how often the time-out sweep is due (the recurring job agent.sweep); 0 schedules none (tests call the sweep) */
  sweepIntervalMs: number;
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  // An agent calls heartbeat once a minute, polls commands and sends a batch every few seconds at
  // most; 600 a minute leaves room for catching up after being offline.
  rateLimit: { requests: 600, windowMs: 60_000 },
  // Only wrong secrets count (enrol-limit.ts), so the simulator's and a roll-out's hundreds of devices
  // behind one address never reach it. A secret is 32+ random characters: 20 tries in 15 minutes are
  // plenty for a mistyped one and worthless to a guesser.
  enrolLimit: { failures: 20, windowMs: 15 * 60_000 },
  telemetryBodyLimit: 4 * 1024 * 1024,
  commandTimeoutMs: 30 * 60_000,
  // spec part 2 §9: "long idle means inactive_last_week".
  offlineAfterMs: 7 * 86_400_000,
  sweepIntervalMs: 30_000,
};

export function agentSettings(overrides: Partial<AgentSettings> = {}): AgentSettings {
  return { ...DEFAULT_AGENT_SETTINGS, ...overrides };
}

/**
 * AGENT_RATE_LIMIT (requests per minute), AGENT_ENROL_LIMIT (failed enrolments per IP per 15 minutes),
 * AGENT_COMMAND_TIMEOUT_MINUTES, AGENT_OFFLINE_AFTER_HOURS.
 */
export function agentSettingsFromEnv(env: NodeJS.ProcessEnv): Partial<AgentSettings> {
  const out: Partial<AgentSettings> = {};
  const num = (name: string) => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
    return n;
  };
  const rate = num('AGENT_RATE_LIMIT');
  if (rate !== undefined) out.rateLimit = { requests: rate, windowMs: 60_000 };
  const enrolFailures = num('AGENT_ENROL_LIMIT');
  if (enrolFailures !== undefined) out.enrolLimit = { failures: enrolFailures, windowMs: 15 * 60_000 };
  const timeout = num('AGENT_COMMAND_TIMEOUT_MINUTES');
  if (timeout !== undefined) out.commandTimeoutMs = timeout * 60_000;
  const offline = num('AGENT_OFFLINE_AFTER_HOURS');
  if (offline !== undefined) out.offlineAfterMs = offline * 3_600_000;
  return out;
}
