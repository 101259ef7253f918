// Simulated Macs during --live (issue 20): a few Macs enrol through the public PIN flow (the downloaded
// profile's token, Authenticate and TokenUpdate check-ins), then check the MDM command server every live
// tick, as a Mac woken by a push would: each command is acknowledged, or answered NotNow while the Mac is
// busy and acknowledged on a later check. So a lock sent from the console goes Pending → Acknowledged while
// the simulator runs. The account must have enable_mdm: otherwise the PIN is refused and no Mac runs.
import { sleep, type Fetch } from './agent-client';
import { enrolWithPin, fetchTransport, macSession, type SimulatedMac } from './mdm';
import { DEMO_MDM_PIN } from '../../server/seed/mdm';
import { Random } from '../../server/seed/random';

export interface LiveMacsOptions {
  url: string;
  fetch?: Fetch;
  signal?: AbortSignal;
  log?: (line: string) => void;
  account: string;
  seed: number;
  intervalMs: number;
  /** a multi-use enrolment PIN of the account (/mdm-enroll); default: the demo PIN for acme */
  pin?: string;
  /** how many Macs (0: none) */
  macs: number;
  /** the chance that a Mac is busy at a check and answers NotNow (default 0.25) */
  busy?: number;
}

export interface LiveMacsReport {
  enrolled: number;
  checks: number;
  acknowledged: number;
  notNow: number;
  /** why no Mac ran, when none did */
  skipped?: string;
}

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * The run's Macs: the same account and seed give the same UDIDs and serial numbers, so a second run
 * enrols the same devices again instead of adding new ones.
 */
export function liveMacIdentities(account: string, seed: number, count: number): Omit<SimulatedMac, 'token' | 'deviceId' | 'accountId'>[] {
  return Array.from({ length: count }, (_, i) => {
    const random = new Random(`simulate:${account}:${seed}:mac:${i}`);
    const serialNumber = `C02${Array.from({ length: 7 }, () => SERIAL_ALPHABET[random.int(0, SERIAL_ALPHABET.length - 1)]).join('')}`;
    return { udid: random.uuid().toUpperCase(), serialNumber, name: `SIM-MAC-${String(i + 1).padStart(2, '0')}`, fileVault: i % 3 !== 2, osVersion: '14.6.1' };
  });
}

/** Enrols the Macs, then checks them every interval until the signal aborts. */
export async function runLiveMacs(options: LiveMacsOptions): Promise<LiveMacsReport> {
  const log = options.log ?? (() => {});
  const report: LiveMacsReport = { enrolled: 0, checks: 0, acknowledged: 0, notNow: 0 };
  const pin = options.pin ?? (options.account === 'acme' ? DEMO_MDM_PIN : undefined);
  if (options.macs <= 0) return { ...report, skipped: 'no Macs asked for' };
  if (!pin) {
    report.skipped = `no enrolment PIN for '${options.account}': give --mdm-pin (a multi-use PIN from /mdm-enroll)`;
    log(`mdm: ${report.skipped}`);
    return report;
  }
  const send = fetchTransport(options.url, options.fetch);
  const random = new Random(`simulate:${options.account}:${options.seed}:mac-busy`);
  const macs: SimulatedMac[] = [];
  try {
    for (const identity of liveMacIdentities(options.account, options.seed, options.macs)) {
      const mac = await enrolWithPin(send, pin, identity);
      macs.push({ ...mac, deviceId: '', accountId: '' });
      report.enrolled++;
    }
  } catch (error) {
    // the account without enable_mdm, a wrong or expired PIN: the server's answer says which
    report.skipped = error instanceof Error ? error.message : String(error);
    log(`mdm: no simulated Macs: ${report.skipped}`);
    if (macs.length === 0) return report;
  }
  log(`mdm: ${macs.length} simulated Macs enrolled (${macs.map((m) => m.name).join(', ')}); they check the command server every ${options.intervalMs / 1000} s`);
  const busy = options.busy ?? 0.25;
  while (!options.signal?.aborted) {
    for (const mac of macs) {
      if (options.signal?.aborted) break;
      try {
        const session = await macSession(send, mac, { busy: random.chance(busy) });
        report.checks++;
        report.acknowledged += session.acknowledged;
        report.notNow += session.notNow;
        if (session.acknowledged || session.notNow) log(`mdm: ${mac.name} ${session.acknowledged} acknowledged, ${session.notNow} not now`);
      } catch (error) {
        // a server restarting: the Mac checks again on the next tick, as a real one would after the next push
        log(`mdm: ${mac.name} check failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await sleep(options.intervalMs, options.signal);
  }
  return report;
}
