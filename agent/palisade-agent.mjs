#!/usr/bin/env node
// Palisade endpoint agent: a single file for Node 20 or later, no dependencies.
// It speaks the agent protocol under /agent/v1 (the same one the simulator speaks): it enrols this
// machine with the company's enrolment secret, reports the real hostname, OS and installed packages,
// then heartbeats on the interval the company's policy sets, until SIGINT or SIGTERM.
//
//   node palisade-agent.mjs --server https://console.example --secret <enrolment secret> --owner you@example.com
//
// Options may also come from the environment: PALISADE_SERVER, PALISADE_SECRET, PALISADE_OWNER.
import { execFileSync } from 'node:child_process';
import { randomUUID, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';

const AGENT_VERSION = '1.0.0';
const AGENT_BASE = '/agent/v1';

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (key === 'help' || key === 'once') out[key] = true;
    else out[key] = inline ?? argv[++i];
  }
  return out;
}

const log = (message) => process.stdout.write(`${new Date().toISOString()} palisade-agent: ${message}\n`);

function readOsRelease() {
  try {
    const fields = {};
    for (const line of readFileSync('/etc/os-release', 'utf8').split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (m) fields[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
    }
    return fields;
  } catch {
    return {};
  }
}

/** The platform code of spec part 2 §3 for this machine. */
export function platformCode(platform = process.platform, arch = process.arch, release = readOsRelease()) {
  if (platform === 'darwin') return arch === 'arm64' ? 'DARWIN_ARM_64' : 'DARWIN_AMD_64';
  if (platform === 'win32') return 'WINDOWS_AMD_64';
  if (platform === 'linux') {
    if (release.ID === 'ubuntu' && arch === 'x64') {
      const byVersion = { '22.04': 'UBUNTU_22', '24.04': 'UBUNTU_24', '24.10': 'UBUNTU_24_10' };
      if (byVersion[release.VERSION_ID]) return byVersion[release.VERSION_ID];
    }
    return arch === 'arm64' ? 'LINUX_ARM_64' : 'LINUX_AMD_64';
  }
  return 'UNKNOWN';
}

function osDescription() {
  const release = readOsRelease();
  if (process.platform === 'linux') {
    return { name: (release.NAME || os.type()).slice(0, 100), version: (release.VERSION_ID || os.release()).slice(0, 100) };
  }
  if (process.platform === 'darwin') return { name: 'macOS', version: run('sw_vers', ['-productVersion'])?.trim() || os.release() };
  return { name: os.type(), version: os.release() };
}

function run(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 32 * 1024 * 1024, timeout: 60_000 });
  } catch {
    return null;
  }
}

/** Installed packages from the first package manager present: dpkg, rpm, then Homebrew. */
export function installedPackages() {
  const dpkg = run('dpkg-query', ['-W', '-f', '${Package}\t${Version}\t${Maintainer}\n']);
  if (dpkg !== null) return parseLines(dpkg, 'dpkg');
  const rpm = run('rpm', ['-qa', '--queryformat', '%{NAME}\t%{VERSION}-%{RELEASE}\t%{VENDOR}\n']);
  if (rpm !== null) return parseLines(rpm, 'rpm');
  const brew = run('brew', ['list', '--versions']);
  if (brew !== null) {
    return brew
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts[0] && parts[1])
      .map(([name, version]) => ({ name, version, publisher: 'Homebrew' }));
  }
  return [];
}

function parseLines(textOut, source) {
  const seen = new Set();
  const out = [];
  for (const line of textOut.split('\n')) {
    const [name, version, publisher] = line.split('\t');
    if (!name || !version || seen.has(name)) continue;
    seen.add(name);
    const pub = publisher && publisher !== '(none)' ? publisher.slice(0, 300) : undefined;
    out.push({ name: name.slice(0, 300), version: version.slice(0, 100), ...(pub ? { publisher: pub } : {}), source });
  }
  return out;
}

/** A stable serial: the machine id where there is one, else a hash of hostname and MAC addresses. */
function machineSerial() {
  for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      const id = readFileSync(file, 'utf8').trim();
      if (id) return `machine-${id}`.slice(0, 128);
    } catch {
      // next source
    }
  }
  const macs = Object.values(os.networkInterfaces())
    .flat()
    .map((i) => i?.mac)
    .filter((m) => m && m !== '00:00:00:00:00:00')
    .sort();
  return `host-${createHash('sha256').update(os.hostname() + macs.join(',')).digest('hex').slice(0, 32)}`;
}

class HttpError extends Error {
  constructor(status, body) {
    super(`server answered ${status}: ${body.slice(0, 300)}`);
    this.status = status;
  }
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write('Usage: node palisade-agent.mjs --server <url> --secret <enrolment secret> --owner <email> [--once]\n');
    return 0;
  }
  const server = args.server ?? process.env.PALISADE_SERVER;
  const secret = args.secret ?? process.env.PALISADE_SECRET;
  const owner = args.owner ?? process.env.PALISADE_OWNER;
  if (!server || !secret || !owner) {
    process.stderr.write('palisade-agent: --server, --secret and --owner are required (or PALISADE_SERVER, PALISADE_SECRET, PALISADE_OWNER).\n');
    return 2;
  }
  const base = server.replace(/\/+$/, '') + AGENT_BASE;
  const stop = new AbortController();
  const onSignal = (name) => {
    log(`${name} received, stopping`);
    stop.abort();
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));

  /** One call; retried with back-off while there is no answer or a 429/5xx, until stopped. */
  async function call(method, path, token, body, headers = {}) {
    let delay = 1000;
    for (;;) {
      try {
        const res = await fetch(base + path, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: stop.signal,
        });
        const text = await res.text();
        if (res.status === 304) return null;
        if (res.ok) return text ? JSON.parse(text) : {};
        if (res.status !== 429 && res.status < 500) throw new HttpError(res.status, text);
        const retryAfter = Number(res.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0) delay = retryAfter * 1000;
      } catch (error) {
        if (error instanceof HttpError || stop.signal.aborted) throw error;
      }
      log(`${method} ${path}: no answer, retrying in ${Math.round(delay / 1000)} s`);
      await sleep(delay, stop.signal);
      if (stop.signal.aborted) throw new Error('stopped');
      delay = Math.min(delay * 2, 60_000);
    }
  }

  const hostname = os.hostname().slice(0, 255);
  const system = osDescription();
  const platform = platformCode();
  const enrolled = await call('POST', '/enrol', null, {
    secret,
    hostname,
    serial: machineSerial(),
    platform,
    os_name: system.name,
    os_version: system.version,
    agent_version: AGENT_VERSION,
    owner_email: owner,
  });
  const token = enrolled.device_token;
  log(`enrolled ${hostname} (${platform}, ${system.name} ${system.version}) as endpoint ${enrolled.endpoint_id}`);

  const packages = installedPackages();
  const at = new Date().toISOString();
  const batch = Math.max(1, enrolled.max_batch_events ?? 500);
  let sent = 0;
  for (let i = 0; i < packages.length && !stop.signal.aborted; i += batch) {
    const events = packages.slice(i, i + batch).map((p) => ({
      id: randomUUID(),
      at,
      kind: 'installed_app',
      name: p.name,
      version: p.version,
      ...(p.publisher ? { publisher: p.publisher } : {}),
    }));
    const answer = await call('POST', '/telemetry', token, { events });
    sent += answer.accepted + answer.duplicates;
  }
  log(`reported ${sent} installed packages`);

  let intervalS = enrolled.heartbeat_interval_s;
  let appliedPolicy = -1;
  async function applyPolicy() {
    const doc = await call('GET', '/policy', token);
    if (!doc) return;
    if (doc.agent_settings?.heartbeat_seconds) intervalS = doc.agent_settings.heartbeat_seconds;
    appliedPolicy = doc.version;
    await call('POST', '/policy/ack', token, { version: doc.version });
    log(`policy version ${doc.version} applied; heartbeat every ${intervalS} s`);
  }
  await applyPolicy();

  while (!stop.signal.aborted) {
    const beat = await call('POST', '/heartbeat', token, { hostname, os_version: system.version, agent_version: AGENT_VERSION });
    log(`heartbeat ok (pending commands: ${beat.pending_commands})`);
    if (typeof beat.policy_version === 'number' && beat.policy_version > appliedPolicy) await applyPolicy();
    if (args.once) break;
    await sleep(intervalS * 1000, stop.signal);
  }
  log('stopped');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error?.name === 'AbortError' || error?.message === 'stopped') {
      log('stopped');
      process.exit(0);
    }
    process.stderr.write(`palisade-agent: ${error?.message ?? error}\n`);
    process.exit(1);
  },
);
