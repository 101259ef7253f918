// npm run simulate -- --url http://localhost:8080 --account acme --devices 500 --days 90 --seed 7 [--live] [--secret ...] [--heartbeat 60] [--use <app>] [--mdm-pin <pin>]
import { parseArgs } from 'node:util';
import { MAX_BATCH, runSimulation } from './simulator';

const USAGE = `Usage: npm run simulate -- [options]
  --url <url>          the console's address (default http://localhost:8080)
  --account <key>      a demo company (acme, globex, initech) or another company's short name (default acme)
  --devices <n>        virtual endpoints (default 50)
  --days <n>           days of history to send first (default 7)
  --seed <n>           random seed; the same seed sends the same endpoints and events again (default 7)
  --secret <secret>    the company's enrolment secret (default: the demo secret of a demo company)
  --batch <n>          events per telemetry call, at most ${MAX_BATCH} (default ${MAX_BATCH})
  --concurrency <n>    endpoints worked on at once (default 8)
  --live               after the history, keep sending new events every few seconds until Ctrl+C
  --interval <s>       seconds between live ticks (default 5)
  --heartbeat <s>      seconds between an endpoint's heartbeats, when it learns of a new policy (default: the server's, 60)
  --use <app>          every live tick, the busy endpoints also open this catalog app: block it in the console
                       and watch the Block alerts replace its usage
  --dlp-rate <p>       the chance, per busy endpoint and live tick, that its person pastes or uploads text (default 0.2)
  --mdm-macs <n>       live simulated Macs on the MDM command server (default 3; 0 for none)
  --mdm-pin <pin>      the multi-use enrolment PIN they enrol with (default: the demo PIN, for acme only)
  --mdm-busy <p>       the chance that a Mac is busy at a check and answers NotNow (default 0.25)

Each endpoint fetches the company's policy when it starts and again when a heartbeat shows a newer version,
acknowledges it, and its live activity follows it (Block, Block Alert, Report).

A heartbeat that shows waiting remote commands makes the endpoint fetch and answer them: library commands
print what the tool prints on its platform, scripts with unbalanced quotes or brackets fail with the shell's
message, other scripts succeed. Every tenth endpoint never answers, so its commands go Abort after the time-out.

DLP (--live): now and then a person pastes text into an app or uploads a file, a third of the time clean text,
otherwise valid card numbers, IBANs, SSNs, keys ... The agent scans it with the real detectors and applies the
DLP policies of its document that watch that channel (Gen AI, Clipboard, Cloud Storage) and a type found:
Block, Alert or Report (no policy: Report). Clean text is not reported. Rows show in Data Activity.

MDM (--live): the Macs enrol with the PIN (the account needs enable_mdm) and check the command server every
tick, so an MDM lock sent from the console goes Pending → Acknowledged (NotNow first when the Mac is busy).`;

function chance(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const p = Number(value);
  if (!Number.isFinite(p) || p < 0 || p > 1) throw new Error(`--${name} needs a number from 0 to 1, not '${value}'`);
  return p;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, not '${value}'`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      account: { type: 'string', default: 'acme' },
      devices: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      secret: { type: 'string' },
      batch: { type: 'string' },
      concurrency: { type: 'string' },
      live: { type: 'boolean', default: false },
      interval: { type: 'string' },
      heartbeat: { type: 'string' },
      use: { type: 'string' },
      'dlp-rate': { type: 'string' },
      'mdm-macs': { type: 'string' },
      'mdm-pin': { type: 'string' },
      'mdm-busy': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const controller = new AbortController();
  process.on('SIGINT', () => {
    if (controller.signal.aborted) process.exit(130);
    console.log('\nstopping after the calls in flight (Ctrl+C again to quit at once)');
    controller.abort();
  });
  const started = Date.now();
  const report = await runSimulation({
    url: values.url!,
    account: values.account!,
    devices: positive('devices', values.devices, 50),
    days: Math.max(1, positive('days', values.days, 7)),
    seed: positive('seed', values.seed, 7),
    secret: values.secret,
    batchSize: positive('batch', values.batch, MAX_BATCH),
    concurrency: Math.max(1, positive('concurrency', values.concurrency, 8)),
    live: values.live,
    liveIntervalMs: positive('interval', values.interval, 5) * 1000,
    heartbeatIntervalMs: values.heartbeat === undefined ? undefined : Math.max(1, positive('heartbeat', values.heartbeat, 60)) * 1000,
    useApp: values.use,
    dlpRate: chance('dlp-rate', values['dlp-rate'], 0.2),
    mdm: { macs: positive('mdm-macs', values['mdm-macs'], 3), pin: values['mdm-pin'], busy: chance('mdm-busy', values['mdm-busy'], 0.25) },
    signal: controller.signal,
    log: (line) => console.log(line),
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ ...report, seconds, events_per_second: Math.round(report.acknowledged / seconds) }, null, 2));
  if (report.unacknowledged > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
